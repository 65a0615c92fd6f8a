import { CheckIcon, ClockIcon, FileStackIcon, FileTextIcon, XIcon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { CLAIMS_EMPTY } from "~/content/admin";
import { CLAIM_STATUSES } from "~/content/catalog";
import { CLAIM_REVIEW_MESSAGES } from "~/content/onboarding";
import { formatDate } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button, LinkButton } from "~/ui/button";
import { Card } from "~/ui/card";
import { Dialog, DialogContent, DialogFooter } from "~/ui/dialog";
import { Field, Label, Select, Textarea } from "~/ui/field";
import { StatCard } from "~/ui/stat-card";
import { showToast } from "~/ui/toaster";
import type { AdminActionData } from "../admin-access.server";
import { ListPager, ListSearch } from "../admin-list";
import type { Paged } from "../list-query";
import type { ClaimReview, ClaimRow, ClaimStats, ClaimStatus, ClaimsQuery } from "./claims-review.server";

const STATUS_TONES = { new: "warning", approved: "success", rejected: "danger" } as const;
const STATUS_LABELS: Record<ClaimStatus, string> = { new: "New", approved: "Approved", rejected: "Rejected" };

export interface ClaimsPageData {
  stats: ClaimStats;
  list: Paged<ClaimRow>;
  query: ClaimsQuery;
  review: (ClaimReview & { proofUrl: string | null }) | null;
  loadError: string | null;
}

export function AdminClaimsPage({
  stats,
  list,
  query,
  review,
  loadError,
  actionData,
}: ClaimsPageData & { actionData: AdminActionData | undefined }) {
  useEffect(() => {
    if (loadError) showToast("error", CLAIM_REVIEW_MESSAGES.loadingFailed, { description: loadError });
  }, [loadError]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        <p className="text-stone-600 dark:text-stone-300">Review claims on listings and brands.</p>
      </div>
      {loadError ? (
        <Alert tone="error" title={CLAIM_REVIEW_MESSAGES.loadingFailed}>
          {loadError}
        </Alert>
      ) : null}
      <StatCards stats={stats} />
      <ListSearch
        id="claims-q"
        label="Search claims"
        placeholder="Claimant, business, email, listing or brand"
        defaultValue={query.q}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="claims-status">Status</Label>
          <Select id="claims-status" name="status" defaultValue={query.status ?? "all"} className="w-40">
            <option value="all">All</option>
            {CLAIM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
      </ListSearch>
      {list.rows.length === 0 ? (
        <Card className="p-8 text-center text-stone-600 dark:text-stone-300">{CLAIMS_EMPTY}</Card>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Claims">
          {list.rows.map((claim) => (
            <li key={claim.id}>
              <ClaimCard claim={claim} />
            </li>
          ))}
        </ul>
      )}
      <ListPager page={list.page} totalPages={list.totalPages} label="Claims pages" />
      {review ? <ReviewDialog claim={review} actionData={actionData} /> : null}
    </div>
  );
}

function StatCards({ stats }: { stats: ClaimStats }) {
  const cards = [
    { label: "Total Claims", value: stats.total, icon: <FileStackIcon className="size-5" aria-hidden="true" /> },
    { label: "New", value: stats.new, icon: <ClockIcon className="size-5" aria-hidden="true" /> },
    { label: "Approved", value: stats.approved, icon: <CheckIcon className="size-5" aria-hidden="true" /> },
    { label: "Rejected", value: stats.rejected, icon: <XIcon className="size-5" aria-hidden="true" /> },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <StatCard key={card.label} icon={card.icon} label={card.label} value={card.value.toLocaleString("en-IN")} />
      ))}
    </dl>
  );
}

/** The URL of this list with `review` set (open a claim) or removed (close it). */
function useReviewHref(): (claimId: string | null) => string {
  const { search } = useLocation();
  return (claimId) => {
    const params = new URLSearchParams(search);
    if (claimId) params.set("review", claimId);
    else params.delete("review");
    const query = params.toString();
    return query ? `/admin/claims?${query}` : "/admin/claims";
  };
}

function ClaimCard({ claim }: { claim: ClaimRow }) {
  const reviewHref = useReviewHref();
  return (
    <Card className="flex flex-wrap items-center gap-4 p-4" data-claim-id={claim.id}>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{claim.fullName}</span>
          {claim.businessName ? (
            <span className="text-stone-600 dark:text-stone-300">· {claim.businessName}</span>
          ) : null}
          <Badge tone={STATUS_TONES[claim.status]}>{STATUS_LABELS[claim.status]}</Badge>
        </p>
        <p className="text-sm break-all text-stone-600 dark:text-stone-300">{claim.email}</p>
        <p className="text-sm">
          <ClaimTargetLine claim={claim} />
        </p>
      </div>
      <p className="text-sm text-stone-500 dark:text-stone-400">{formatDate(claim.createdAt)}</p>
      <LinkButton
        to={reviewHref(claim.id)}
        preventScrollReset
        variant={claim.status === "new" ? "primary" : "outline"}
        size="sm"
        aria-label={`Review the claim by ${claim.fullName} for ${claim.target.name}`}
      >
        {claim.status === "new" ? "Review" : "View"}
      </LinkButton>
    </Card>
  );
}

function ClaimTargetLine({ claim }: { claim: ClaimRow }) {
  const { target } = claim;
  return (
    <>
      <Badge tone="brand" className="mr-2">
        {target.kind === "brand" ? "Brand" : "Listing"}
      </Badge>
      {target.href ? (
        <Link to={target.href} className="font-medium underline-offset-2 hover:underline">
          {target.name}
        </Link>
      ) : (
        <span className="font-medium">{target.name}</span>
      )}
      {target.businessName && target.businessName !== target.name ? ` (${target.businessName})` : null}
      {target.city ? <span className="text-stone-600 dark:text-stone-300"> · {target.city}</span> : null}
    </>
  );
}

/**
 * The review of one claim: in a dialog once the page runs JavaScript; before that (or without it) the same
 * panel is part of the page, so reviewing works as plain links and forms.
 */
function ReviewDialog({ claim, actionData }: { claim: ClaimsPageData["review"] & {}; actionData?: AdminActionData }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const reviewHref = useReviewHref();
  const close = () => navigate(reviewHref(null), { preventScrollReset: true });
  useEffect(() => {
    if (actionData && !actionData.ok) {
      showToast("error", CLAIM_REVIEW_MESSAGES.processingFailed, { description: actionData.message });
    }
  }, [actionData]);
  const title = `Review claim: ${claim.target.name}`;
  const body = <ReviewBody claim={claim} actionData={actionData} />;
  if (!hydrated) {
    return (
      <Card className="flex flex-col gap-4 p-6" aria-labelledby="review-heading" role="region">
        <div className="flex items-start justify-between gap-4">
          <h2 id="review-heading" className="text-xl font-semibold">
            {title}
          </h2>
          <Link to={reviewHref(null)} className="text-sm font-medium underline-offset-2 hover:underline">
            Close
          </Link>
        </div>
        {body}
      </Card>
    );
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent title={title} description={`Claimed by ${claim.fullName}`} size="lg">
        {body}
      </DialogContent>
    </Dialog>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase dark:text-stone-400">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function ReviewBody({ claim, actionData }: { claim: ClaimsPageData["review"] & {}; actionData?: AdminActionData }) {
  const navigation = useNavigation();
  const deciding = navigation.state === "submitting" ? navigation.formData?.get("decision") : null;
  return (
    <div className="flex flex-col gap-5 text-sm">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label="Claimant">{claim.fullName}</Detail>
        <Detail label="Business name">{claim.businessName ?? "—"}</Detail>
        <Detail label="Email">
          <a href={`mailto:${claim.email}`} className="text-brand-700 underline-offset-2 hover:underline">
            {claim.email}
          </a>
        </Detail>
        <Detail label="Mobile">
          <a
            href={`tel:${claim.mobile.replace(/\s+/g, "")}`}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {claim.mobile}
          </a>
        </Detail>
        <Detail label="Claimed">
          <ClaimTargetLine claim={claim} />
        </Detail>
        <Detail label="Submitted">{formatDate(claim.createdAt)}</Detail>
        <Detail label="Business proof">
          {claim.proofUrl ? (
            <a
              href={claim.proofUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 text-brand-700 underline-offset-2 hover:underline"
            >
              <FileTextIcon className="size-4" aria-hidden="true" />
              Open the document
            </a>
          ) : (
            "No document attached"
          )}
        </Detail>
        <Detail label="Status">
          <Badge tone={STATUS_TONES[claim.status]}>{STATUS_LABELS[claim.status]}</Badge>
        </Detail>
      </dl>
      <Detail label="Message to admin">
        <span className="whitespace-pre-line">{claim.messageToAdmin ?? "—"}</span>
      </Detail>
      {actionData && !actionData.ok ? (
        <Alert tone="error" title={CLAIM_REVIEW_MESSAGES.processingFailed}>
          {actionData.message}
        </Alert>
      ) : null}
      {claim.status === "new" ? (
        <Form method="post" className="flex flex-col gap-4" preventScrollReset>
          <input type="hidden" name="claimId" value={claim.id} />
          <Field id="admin-notes" label="Admin Notes">
            <Textarea id="admin-notes" name="adminNotes" rows={3} maxLength={2000} defaultValue="" />
          </Field>
          <DialogFooter className="mt-0">
            <Button type="submit" name="decision" value="reject" variant="destructive" disabled={deciding != null}>
              <XIcon className="size-4" aria-hidden="true" />
              {deciding === "reject" ? "Rejecting…" : "Reject"}
            </Button>
            <Button type="submit" name="decision" value="approve" disabled={deciding != null}>
              <CheckIcon className="size-4" aria-hidden="true" />
              {deciding === "approve" ? "Approving…" : "Approve"}
            </Button>
          </DialogFooter>
        </Form>
      ) : (
        <div className="flex flex-col gap-3">
          <Alert tone="info">{CLAIM_REVIEW_MESSAGES.alreadyProcessed(claim.status)}</Alert>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Admin notes">
              <span className="whitespace-pre-line">{claim.adminNotes ?? "—"}</span>
            </Detail>
            <Detail label="Processed">
              {claim.processedAt ? formatDate(claim.processedAt) : "—"}
              {claim.processedBy ? ` by ${claim.processedBy}` : null}
            </Detail>
          </dl>
        </div>
      )}
    </div>
  );
}
