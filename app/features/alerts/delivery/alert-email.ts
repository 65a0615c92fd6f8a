import type { AlertKind } from "~/content/alerts";
import { greet, renderEmail } from "~/services/email-layout";
import type { MailMessage } from "~/services/mail.server";

/** Subjects of the alerts sent by email as alert rows (the others have their own emails). */
const SUBJECTS: Partial<Record<AlertKind, string>> = {
  offer_accepted: "Your offer was accepted — Nivasa",
  offer_expiring: "An offer on your request expires soon — Nivasa",
  request_closed: "Your request was closed — Nivasa",
  warranty_claim: "A homeowner raised a warranty claim — Nivasa",
  warranty_claim_late: "A warranty claim is waiting past its 72 hours — Nivasa",
};

/**
 * An alert sent by email (the person's channel for it, or after WhatsApp and SMS failed: `fallbackFrom`): its
 * text, and a button to its page.
 */
export function alertEmail(
  alert: { kind: AlertKind; recipient: string; fallbackFrom: string | null },
  name: string,
  text: string,
  link: string,
): MailMessage {
  return renderEmail({
    to: alert.recipient,
    subject: SUBJECTS[alert.kind] ?? "An update on Nivasa",
    greeting: greet(name),
    paragraphs: [text.replace(` ${link}`, "").replace(/ - Nivasa$/, "")],
    action: { label: "Open it on Nivasa", url: link },
    footnote: alert.fallbackFrom
      ? "We could not reach you on WhatsApp or SMS, so this alert came by email."
      : "Nivasa's alerts come to you by email. Choose WhatsApp or SMS instead on your profile.",
  });
}
