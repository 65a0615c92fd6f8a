import type { ALERT_CHANNELS, ALERT_KINDS } from "./catalog";

export type AlertKind = (typeof ALERT_KINDS)[number];
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/**
 * The text of each alert, one template per kind with named parameters (`{{need}}`) and always a `{{link}}` to the
 * page it is about. The same words go out on WhatsApp (registered with Meta as `nivasa_<kind>`, language `en`, the
 * parameters in the order they appear) and SMS (registered on DLT with `{#var#}` for each parameter). WhatsApp
 * refuses a template that starts or ends with a parameter, hence the closing "- Nivasa". Changing a text means
 * registering it again first (`npm run alerts:templates` prints them; docs/operations.md, Alerts).
 */
export const ALERT_TEMPLATES: Record<AlertKind, string> = {
  new_lead: "New lead on Nivasa: {{need}} in {{place}}. Open it and reply: {{link}} - Nivasa",
  homeowner_message: "New message from {{homeowner}} about {{need}}. Read and reply: {{link}} - Nivasa",
  offer_accepted: "Good news: {{homeowner}} accepted your offer for {{need}}. See the next steps: {{link}} - Nivasa",
  another_designer_chosen:
    "Update on your lead: {{homeowner}} chose another designer for {{need}}. Thank you for your offer: {{link}} - Nivasa",
  first_reply: "Your designer {{brand}} replied to your request for {{need}}. Read it: {{link}} - Nivasa",
  offer_received: "Offer from {{brand}} for {{need}}: {{offer}}. Compare it: {{link}} - Nivasa",
  offer_expiring: "The offer from {{brand}} for {{need}} expires on {{date}}. See it before then: {{link}} - Nivasa",
  request_closed: "Your request for {{need}} closed because no designer answered in time. Ask again: {{link}} - Nivasa",
  warranty_claim:
    "Warranty claim from {{homeowner}} on {{need}}. Please acknowledge it within 72 hours: {{link}} - Nivasa",
  warranty_claim_late:
    "The warranty claim from {{homeowner}} on {{need}} is past its 72 hours without an acknowledgement. Answer it now: {{link}} - Nivasa",
};

const PARAMETER = /\{\{(\w+)\}\}/g;

/** A template's parameter names in the order they appear (the order WhatsApp's body parameters take). */
export function alertParameterNames(kind: AlertKind): string[] {
  return [...ALERT_TEMPLATES[kind].matchAll(PARAMETER)].map((match) => match[1]);
}

/** The alert's text with its parameters filled in; a missing parameter is an error, never an empty gap. */
export function renderAlert(kind: AlertKind, parameters: Record<string, string>): string {
  return ALERT_TEMPLATES[kind].replace(PARAMETER, (_, name: string) => {
    const value = parameters[name];
    if (value === undefined) throw new Error(`alert ${kind} needs the parameter ${name}`);
    return value;
  });
}

/** The template's name as registered with Meta. */
export function whatsAppTemplateName(kind: AlertKind): string {
  return `nivasa_${kind}`;
}

/** The template as registered on DLT for SMS: each parameter is `{#var#}`. */
export function dltTemplateText(kind: AlertKind): string {
  return ALERT_TEMPLATES[kind].replace(PARAMETER, "{#var#}");
}

/**
 * The sentence shown beside the WhatsApp and SMS switches, stored word for word with the consent. `{number}` is the
 * person's verified mobile number.
 */
export const ALERT_CONSENT_WORDING = {
  whatsapp:
    "Send me Nivasa alerts about my leads, requests, messages and offers on WhatsApp at {number}. I can turn them off here at any time or by replying STOP.",
  sms: "Send me Nivasa alerts about my leads, requests, messages and offers by SMS at {number}. I can turn them off here at any time.",
} as const satisfies Record<Exclude<AlertChannel, "email">, string>;

export function consentWording(channel: Exclude<AlertChannel, "email">, phoneNumber: string): string {
  return ALERT_CONSENT_WORDING[channel].replace("{number}", phoneNumber);
}

/** The alert settings' words (/profile and the brand dashboard's settings share one form). */
export const ALERT_SETTINGS_COPY = {
  title: "Alerts",
  intro: "How Nivasa tells you about new leads, messages, replies and offers.",
  quietHours:
    "Quiet hours: nothing is sent between 21:00 and 08:00 India time, except a brand's new lead and one-time sign-in codes; other alerts wait until 08:00.",
  channels: {
    email: {
      label: "Email",
      on: "Alerts come by email.",
      off: "Email alerts are off: no alert emails, message emails included. Emails about your account (sign-in links, confirmations) still come.",
    },
    whatsapp: { label: "WhatsApp", on: "Alerts come on WhatsApp.", off: "No WhatsApp alerts." },
    sms: { label: "SMS", on: "Alerts come by SMS.", off: "No SMS alerts." },
  },
  needsPhone: "WhatsApp and SMS alerts go to your verified mobile number. Add one first:",
  addPhone: "Add a mobile number",
  numberChanged: "It was on for another number: turn it on again for your number now.",
  messageEmailsTitle: "Message emails",
  saved: "Alerts updated",
  invalid: "Please choose a channel and whether it is on or off.",
  phoneRequired: "Add a verified mobile number on your profile first: WhatsApp and SMS alerts go only to it.",
  emailOffFirst: "Email alerts are off. Turn them on first to get message emails.",
} as const;
