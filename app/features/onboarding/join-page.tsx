import { Building2Icon, FileTextIcon } from "lucide-react";
import { ONBOARDING_MESSAGES } from "~/content/onboarding";
import type { OwnClaim } from "~/features/claims/claims.api.server";
import type { OwnedListing } from "~/features/listings/listings.api.server";
import { formatDate } from "~/lib/dates";
import { claimProofPath, joinHref } from "~/lib/paths";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import { LinkTabs } from "~/ui/link-tabs";
import { ClaimChoicePanel } from "./claim-choice";
import { ClaimList } from "./claim-list";
import { CreateBrandForm, CreateListingForm } from "./create-forms";
import type { JoinActionData, JoinPageData } from "./join.server";
import { JOIN_SECTIONS, JOIN_TAB_LABELS, sectionOf } from "./join-tabs";

const CLAIM_STATUS = {
  new: { label: ONBOARDING_MESSAGES.claimPending, tone: "warning" },
  approved: { label: "Approved", tone: "success" },
  rejected: { label: "Not approved", tone: "danger" },
} as const;

function OwnBusiness({ claims, listings }: { claims: OwnClaim[]; listings: OwnedListing[] }) {
  if (claims.length === 0 && listings.length === 0) return null;
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="text-lg font-semibold">Your claims and listings</h2>
      <ul className="flex flex-col divide-y divide-stone-200 dark:divide-stone-800">
        {claims.map((claim) => (
          <li key={claim.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <div className="flex flex-col">
              <span className="font-medium">{claim.name}</span>
              <span className="text-xs text-stone-600 dark:text-stone-400">
                {claim.kind === "brand" ? "Brand" : "Listing"} claim · sent {formatDate(claim.createdAt)}
                {claim.hasProof ? (
                  <>
                    {" · "}
                    <a
                      href={claimProofPath(claim.id)}
                      className="inline-flex items-center gap-0.5 font-medium text-brand-700 hover:underline dark:text-brand-300"
                    >
                      <FileTextIcon className="size-3" aria-hidden="true" />
                      your document
                    </a>
                  </>
                ) : null}
              </span>
            </div>
            <Badge tone={CLAIM_STATUS[claim.status].tone}>{CLAIM_STATUS[claim.status].label}</Badge>
          </li>
        ))}
        {listings.map((listing) => (
          <li key={listing.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <div className="flex flex-col">
              <span className="font-medium">{listing.name}</span>
              <span className="text-xs text-stone-600 dark:text-stone-400">
                Your listing{listing.city ? ` · ${listing.city}` : ""}
              </span>
            </div>
            <Badge tone={listing.status === "verified" ? "success" : "neutral"}>
              {listing.status === "verified" ? "Verified" : "Claimed"}
            </Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function OpenTab({ data, actionData }: { data: JoinPageData; actionData: JoinActionData | undefined }) {
  const tab = data.tab;
  if (tab === "create-brand") return <CreateBrandForm cities={data.cities} actionData={actionData} />;
  if (tab === "create-listing") return <CreateListingForm cities={data.cities} actionData={actionData} />;
  if (data.choice !== undefined) {
    return <ClaimChoicePanel choice={data.choice} claimant={data.claimant} actionData={actionData} />;
  }
  return data.list ? <ClaimList tab={tab} list={data.list} /> : null;
}

/** /brand-dashboard for a signed-in user without a brand: claim a brand or listing, or create one. */
export function JoinAsBrandPage({ data, actionData }: { data: JoinPageData; actionData?: JoinActionData }) {
  const section = sectionOf(data.tab);
  return (
    <>
      <div className="flex flex-col items-start gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
          <Building2Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Join as a Brand</h1>
        <p className="max-w-2xl text-stone-600 dark:text-stone-300">
          Interior designers and firms use Nivasa to reach homeowners across India. Claim your business if it is already
          listed, or create it. Once your brand is on Nivasa, this dashboard shows your profile views, quote requests,
          portfolio and likes.
        </p>
      </div>
      <OwnBusiness claims={data.ownClaims} listings={data.ownListings} />
      <LinkTabs
        idPrefix="join"
        label="Ways to join"
        selected={section.id}
        tabs={JOIN_SECTIONS.map((s) => ({ id: s.id, label: s.label, href: joinHref(s.tabs[0]) }))}
      >
        <LinkTabs
          idPrefix={`join-${section.id}`}
          label={section.label}
          variant="underline"
          selected={data.tab}
          tabs={section.tabs.map((tab) => ({ id: tab, label: JOIN_TAB_LABELS[tab], href: joinHref(tab) }))}
        >
          <OpenTab data={data} actionData={actionData} />
        </LinkTabs>
      </LinkTabs>
    </>
  );
}
