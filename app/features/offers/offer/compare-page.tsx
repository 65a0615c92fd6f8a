import { DownloadIcon } from "lucide-react";
import { formatDate } from "~/lib/dates";
import { quoteRequestPath } from "~/lib/paths";
import { Badge } from "~/ui/badge";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import { formatRupees, GST_PERCENT, splitByPercent } from "./money";
import type { ComparedOffers } from "./offer-actions.server";
import { AcceptOffer } from "./offer-card";
import { offerPdfPath } from "./offer-fields";
import { gradeLabel } from "./offer-rules";

type Compared = ComparedOffers["offers"][number];

/**
 * /quotes/:requestId/compare: the current offer of each designer side by side (cards, one under another, on a
 * phone), the lowest total and the shortest timeline marked, each open one acceptable.
 */
export function ComparePage({ compared }: { compared: ComparedOffers }) {
  const hired = compared.offers.some((offer) => offer.state === "accepted");
  return (
    <main className="flex-1 bg-stone-50 py-8 sm:py-12 dark:bg-stone-950">
      <Container>
        <div className="flex flex-col gap-6">
          <Breadcrumbs
            items={[
              { label: "My quote requests", href: "/quotes" },
              { label: compared.location, href: quoteRequestPath(compared.requestId) },
              { label: "Compare offers" },
            ]}
          />
          <div>
            <h1 className="text-2xl font-bold tracking-tight">Compare offers: {compared.location}</h1>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              The latest offer of each designer. Totals include {GST_PERCENT} % GST
              {compared.areaSqft ? `; ₹ per sq ft is before GST, for your ${compared.areaSqft} sq ft` : ""}.
            </p>
          </div>
          {compared.offers.length === 0 ? (
            <p>No designer has sent an offer yet.</p>
          ) : (
            <ul className="grid gap-4 md:auto-cols-fr md:grid-flow-col">
              {compared.offers.map((offer) => (
                <li key={offer.id}>
                  <OfferColumn offer={offer} requestId={compared.requestId} acceptable={!hired} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Container>
    </main>
  );
}

function OfferColumn({ offer, requestId, acceptable }: { offer: Compared; requestId: string; acceptable: boolean }) {
  const stageAmounts = splitByPercent(
    offer.totalPaise,
    offer.paymentStages.map((stage) => stage.percent),
  );
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <header className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{offer.brandName}</h2>
        <div className="flex flex-wrap gap-1">
          {offer.lowestTotal ? <Badge tone="success">Lowest total</Badge> : null}
          {offer.shortestTimeline ? <Badge tone="brand">Shortest timeline</Badge> : null}
          {offer.state === "accepted" ? <Badge tone="success">Accepted</Badge> : null}
          {offer.state === "expired" ? <Badge tone="warning">Expired</Badge> : null}
        </div>
      </header>
      <dl className="flex flex-col gap-3 text-sm">
        <Row label="Total with GST">
          <span className="text-lg font-semibold">{formatRupees(offer.totalPaise)}</span>
        </Row>
        <Row label="₹ per sq ft">
          {offer.perSqftPaise === null ? "Area not given" : formatRupees(offer.perSqftPaise)}
        </Row>
        <Row label="Timeline">{offer.timelineWeeks} weeks</Row>
        <Row label="Warranty">{offer.warrantyYears === 0 ? "None" : `${offer.warrantyYears} years`}</Row>
        <Row label="Material grade">{gradeLabel(offer.grade)}</Row>
        <Row label="Payment schedule">
          <ul>
            {offer.paymentStages.map((stage, i) => (
              <li key={stage.label}>
                {stage.label}: {stage.percent} % · {formatRupees(stageAmounts[i] ?? 0)}
              </li>
            ))}
          </ul>
        </Row>
        <Row label="Excludes">
          <span className="whitespace-pre-line">{offer.excluded || "Not stated"}</span>
        </Row>
        <Row label="Valid until">
          <time dateTime={offer.validUntil}>{formatDate(offer.validUntil)}</time> (v{offer.version})
        </Row>
      </dl>
      <div className="mt-auto flex flex-col gap-3">
        <a
          href={offerPdfPath(offer, "homeowner", requestId)}
          download
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          <DownloadIcon aria-hidden="true" className="size-4" />
          Download {offer.brandName}'s offer (PDF)
        </a>
        {acceptable && offer.state === "current" ? (
          <AcceptOffer offer={offer} action={quoteRequestPath(requestId)} />
        ) : null}
      </div>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
