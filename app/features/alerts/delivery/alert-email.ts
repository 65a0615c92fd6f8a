import type { AlertKind } from "~/content/alerts";
import { greet, renderEmail } from "~/services/email-layout";
import type { MailMessage } from "~/services/mail.server";

/** Subjects of the alerts that reach email only as a fallback (the others have their own emails). */
const SUBJECTS: Partial<Record<AlertKind, string>> = {
  offer_accepted: "Your offer was accepted — Nivasa",
  offer_expiring: "An offer on your request expires soon — Nivasa",
  request_closed: "Your request was closed — Nivasa",
  warranty_claim: "A homeowner raised a warranty claim — Nivasa",
  warranty_claim_late: "A warranty claim is waiting past its 72 hours — Nivasa",
};

/** An alert sent by email after WhatsApp and SMS failed: its text, and a button to its page. */
export function alertEmail(kind: AlertKind, to: string, name: string, text: string, link: string): MailMessage {
  return renderEmail({
    to,
    subject: SUBJECTS[kind] ?? "An update on Nivasa",
    greeting: greet(name),
    paragraphs: [text.replace(` ${link}`, "").replace(/ - Nivasa$/, "")],
    action: { label: "Open it on Nivasa", url: link },
    footnote: "We could not reach you on WhatsApp or SMS, so this alert came by email.",
  });
}
