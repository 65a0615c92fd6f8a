import { greet, renderEmail } from "~/services/email-layout";
import type { MailMessage } from "~/services/mail.server";

/** What a claim is for, as mails name it. */
export interface ClaimSubject {
  kind: "brand" | "listing";
  name: string;
}

interface Person {
  email: string;
  name: string;
}

const FOOTNOTE = "You are receiving this because you asked to claim a business on Nivasa.";

/** To the claimant when a claim request is filed. */
export function claimReceiptEmail(to: Person, subject: ClaimSubject, dashboardUrl: string): MailMessage {
  return renderEmail({
    to: to.email,
    subject: `We received your claim for ${subject.name}`,
    greeting: greet(to.name),
    paragraphs: [
      `Thanks for claiming the ${subject.kind} “${subject.name}” on Nivasa. Our team checks every claim to make sure businesses are managed by their real owners.`,
      "We usually review claims within 2 working days and will email you the outcome. Until then the claim shows as 'Claim pending review' on your dashboard.",
    ],
    action: { label: "Open your dashboard", url: dashboardUrl },
    footnote: FOOTNOTE,
  });
}

/** To each admin when a claim request is filed. */
export function newClaimNoticeEmail(admin: Person, claimant: Person, subject: ClaimSubject, reviewUrl: string) {
  return renderEmail({
    to: admin.email,
    subject: `New ${subject.kind} claim: ${subject.name}`,
    greeting: greet(admin.name),
    paragraphs: [`${claimant.name} asked to claim the ${subject.kind} “${subject.name}”. It is waiting for review.`],
    action: { label: "Review claims", url: reviewUrl },
    footnote: "You are receiving this because you are a Nivasa admin.",
  });
}

/** To the claimant when an admin approves or rejects the claim. Admin notes stay private. */
export function claimOutcomeEmail(
  to: Person,
  subject: ClaimSubject,
  status: "approved" | "rejected",
  dashboardUrl: string,
): MailMessage {
  const approved = status === "approved";
  return renderEmail({
    to: to.email,
    subject: approved
      ? `Your claim for ${subject.name} was approved`
      : `Your claim for ${subject.name} was not approved`,
    greeting: greet(to.name),
    paragraphs: approved
      ? [
          `Good news: your claim for the ${subject.kind} “${subject.name}” was approved.`,
          subject.kind === "brand"
            ? "You can now manage its profile, portfolio and quote requests from your brand dashboard."
            : "The listing now shows as verified and is linked to your account.",
        ]
      : [
          `We could not verify your claim for the ${subject.kind} “${subject.name}”, so it was not approved.`,
          "If this is your business, you can send a new claim with a document that shows its name, such as a GST certificate or a shop licence.",
        ],
    action: { label: "Open your dashboard", url: dashboardUrl },
    footnote: FOOTNOTE,
  });
}
