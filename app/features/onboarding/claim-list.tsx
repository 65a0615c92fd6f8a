import { MapPinIcon, SearchIcon } from "lucide-react";
import { Form } from "react-router";
import { ONBOARDING_MESSAGES } from "~/content/onboarding";
import type { ClaimableCard, ClaimablePage } from "~/features/claims/claims.api.server";
import { type JoinTab, joinHref } from "~/lib/paths";
import { Badge } from "~/ui/badge";
import { Button, LinkButton } from "~/ui/button";
import { Card } from "~/ui/card";
import { Input } from "~/ui/field";
import { Pager } from "~/ui/pager";

/** A claimable shows up to 3 area tags, then '+N more'. */
export const AREA_TAGS_SHOWN = 3;

function AreaTags({ areas }: { areas: string[] }) {
  if (areas.length === 0) return null;
  const more = areas.length - AREA_TAGS_SHOWN;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Areas served">
      {areas.slice(0, AREA_TAGS_SHOWN).map((area) => (
        <li key={area}>
          <Badge>{area}</Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge tone="brand">+{more} more</Badge>
        </li>
      ) : null}
    </ul>
  );
}

/** A brand or listing as a claim card: name, city, area tags. */
export function ClaimableSummary({ item }: { item: ClaimableCard }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold leading-tight">{item.name}</h3>
      {item.city ? (
        <p className="flex items-center gap-1 text-sm text-stone-600 dark:text-stone-300">
          <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
          {item.city}
        </p>
      ) : null}
      <AreaTags areas={item.areas} />
    </div>
  );
}

const NOUNS = {
  "claim-brand": {
    one: "brand",
    empty: ONBOARDING_MESSAGES.noUnclaimedBrands,
    none: ONBOARDING_MESSAGES.noBrandsFound,
  },
  "claim-listing": {
    one: "listing",
    empty: ONBOARDING_MESSAGES.noUnclaimedListings,
    none: ONBOARDING_MESSAGES.noListingsFound,
  },
} as const;

/** Claim Brand / Claim Listing: search by name, the unclaimed ones by name, a page at a time. */
export function ClaimList({ tab, list }: { tab: "claim-brand" | "claim-listing"; list: ClaimablePage }) {
  const noun = NOUNS[tab];
  const searchId = `${tab}-search`;
  return (
    <div className="flex flex-col gap-5">
      <Form method="get" role="search" className="flex gap-2" preventScrollReset>
        {tab === "claim-brand" ? null : <input type="hidden" name="tab" value={tab} />}
        <label htmlFor={searchId} className="sr-only">
          Search {noun.one}s by name
        </label>
        <Input
          id={searchId}
          name="q"
          type="search"
          defaultValue={list.search}
          maxLength={100}
          placeholder={`Search ${noun.one}s by name`}
        />
        <Button type="submit" variant="outline">
          <SearchIcon className="size-4" aria-hidden="true" />
          Search
        </Button>
      </Form>
      {list.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 p-8 text-center text-stone-600 dark:border-stone-700 dark:text-stone-300">
          {list.search ? noun.none : noun.empty}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((item) => (
            <li key={item.id}>
              <Card className="flex h-full flex-col justify-between gap-4 p-5">
                <ClaimableSummary item={item} />
                {item.pending ? (
                  <Badge tone="warning" className="self-start">
                    {ONBOARDING_MESSAGES.claimPending}
                  </Badge>
                ) : (
                  <LinkButton
                    to={joinHref(tab, { id: item.id })}
                    size="sm"
                    className="self-start"
                    aria-label={`Claim ${item.name}`}
                  >
                    Claim
                  </LinkButton>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={list.page}
        totalPages={list.totalPages}
        hrefForPage={(page) => joinHref(tab as JoinTab, { q: list.search, page })}
        label={`${noun.one} pages`}
      />
    </div>
  );
}
