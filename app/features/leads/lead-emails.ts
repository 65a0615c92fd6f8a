import { formatIndianMobile } from "~/lib/indian-mobile";
import { greet, renderEmail } from "~/services/email-layout";
import type { MailMessage } from "~/services/mail.server";
import { budgetLabel, timelineLabel } from "./quote-form";

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
  dashboardUrl: string,
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
    action: { label: "Open your leads", url: dashboardUrl },
    footnote:
      "Call them soon, then reply or update the lead in your dashboard: your profile shows how quickly you usually respond.",
  });
}

/** The homeowner's copy of a designer's reply to their quote request. */
export function leadReplyEmail(reply: {
  to: string;
  homeownerName: string;
  brandName: string;
  body: string;
  profileUrl: string;
}): MailMessage {
  return renderEmail({
    to: reply.to,
    subject: `${reply.brandName} replied to your quote request — Nivasa`,
    greeting: greet(reply.homeownerName),
    paragraphs: [
      `${reply.brandName} replied to your quote request on Nivasa:`,
      ...reply.body.split(/\r?\n/).filter((line) => line.trim() !== ""),
    ],
    action: { label: "See your quote requests", url: reply.profileUrl },
    footnote: "You can read every reply under 'My quote requests' on your Nivasa profile.",
  });
}
