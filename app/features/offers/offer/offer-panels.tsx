import { Link } from "react-router";
import { OfferVersions } from "./offer-card";
import { comparePath, OFFER_INTENT, type OfferFormErrors, type OfferFormValues } from "./offer-fields";
import type { OfferView } from "./offers.server";
import { SendOfferForm } from "./send-offer-form";

/** Under a lead's conversation: the brand's offer versions and the form to send (or revise) one. */
export function LeadOffers({
  requestId,
  offers,
  defaults,
  open,
  refusal,
}: {
  requestId: string;
  offers: OfferView[];
  defaults: OfferFormValues;
  /** Whether an offer can still be sent (the request is open and nobody has been hired). */
  open: boolean;
  refusal?: { intent: string; errors: OfferFormErrors; values: OfferFormValues };
}) {
  const kept = refusal?.intent === OFFER_INTENT ? refusal : undefined;
  return (
    <>
      <OfferVersions offers={offers} side="brand" requestId={requestId} />
      {open ? (
        <SendOfferForm
          // A sent version resets the form to its new defaults.
          key={offers[0]?.id ?? "first"}
          defaults={kept?.values ?? defaults}
          revision={offers[0]?.version ?? null}
          errors={kept?.errors}
        />
      ) : null}
    </>
  );
}

/** Over the request's threads, once two designers have sent offers. */
export function CompareOffersLink({ requestId, offers }: { requestId: string; offers: number }) {
  if (offers < 2) return null;
  return (
    <p>
      <Link
        to={comparePath(requestId)}
        className="inline-flex items-center rounded-md border border-brand-600 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-stone-900"
      >
        Compare the {offers} offers side by side
      </Link>
    </p>
  );
}
