import { SIGN_IN_LINK_NOTE } from "~/features/auth/auth.api.server";
import { formatIndianMobile } from "~/lib/indian-mobile";
import { greet, renderEmail } from "~/services/email-layout";
import type { MailMessage } from "~/services/mail.server";
import { budgetLabel, timelineLabel } from "../quote-form/quote-form";

/** The email a designer receives for a new lead. */
export function leadEmail(
  to: string,
  lead: {
    name: string;
    phone: string;
    location: string;
    requirement: string;
    budget: string | null;
    timeline: string | null;
  },
  brandName: string,
  leadUrl: string,
): MailMessage {
  return renderEmail({
    to,
    subject: `New quote request from ${lead.name} — Nivasa`,
    greeting: greet(brandName),
    paragraphs: [
      `${lead.name} asked for a free quote on Nivasa.`,
      `Name: ${lead.name}`,
      `Phone: ${formatIndianMobile(lead.phone)}`,
      `Location: ${lead.location}`,
      `Budget: ${budgetLabel(lead.budget) ?? "Not specified"}`,
      `Planning to start: ${timelineLabel(lead.timeline) ?? "Not specified"}`,
      `Requirement: ${lead.requirement}`,
    ],
    action: { label: "Open the lead", url: leadUrl },
    footnote:
      "Write to them soon from the lead's page: your first message counts as your response, and your profile shows how quickly you usually respond.",
  });
}

/** The requester's confirmation: whom the request went to, and a sign-in link to its page. */
export function quoteConfirmationEmail(request: {
  to: string;
  name: string;
  designers: string[];
  link: string;
}): MailMessage {
  const { designers } = request;
  const sentTo =
    designers.length === 0
      ? "Our team will match you with verified designers near you."
      : `It went to ${designers.length === 1 ? designers[0] : `${designers.slice(0, -1).join(", ")} and ${designers.at(-1)}`}.`;
  return renderEmail({
    to: request.to,
    subject: "Your quote request is on its way — Nivasa",
    greeting: greet(request.name),
    paragraphs: [
      `Thank you for your quote request on Nivasa. ${sentTo}`,
      "Designers usually reply within 24 hours. Their messages appear on your request's page, where you can answer them, and we email you when one arrives.",
    ],
    action: { label: "Open your request", url: request.link },
    footnote: SIGN_IN_LINK_NOTE,
  });
}
