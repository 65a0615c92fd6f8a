// The alert templates as they are registered: WhatsApp with Meta (name, language, category, body with {{1}}… and
// example values) and SMS on DLT (`{#var#}` for each parameter, with the variable that takes its template id).
// Printed by `npm run alerts:templates` (scripts/alerts-templates.ts).

import { alertDltTemplateVariable } from "../../app/config.server";
import { alertParameterNames, dltTemplateText, whatsAppTemplateName } from "../../app/content/alerts";
import { ALERT_KINDS } from "../../app/content/catalog";
import { SMS_TEMPLATES } from "../../app/content/sms";
import { ALERT_PARAMETER_EXAMPLES, whatsAppTemplateBody } from "../../app/content/whatsapp";

function exampleOf(name: string): string {
  const example = ALERT_PARAMETER_EXAMPLES[name];
  if (example === undefined) throw new Error(`no example value for the alert parameter {{${name}}}`);
  return example;
}

export function whatsAppTemplateSheet(): string {
  return ALERT_KINDS.map((kind) => {
    const examples = alertParameterNames(kind).map((name, i) => `    {{${i + 1}}} ${name}: ${exampleOf(name)}`);
    return [
      `${whatsAppTemplateName(kind)}`,
      "  language: English (en)   category: Utility",
      `  body: ${whatsAppTemplateBody(kind)}`,
      "  examples:",
      ...examples,
    ].join("\n");
  }).join("\n\n");
}

export function smsTemplateSheet(): string {
  const alerts = ALERT_KINDS.map((kind) => `${alertDltTemplateVariable(kind)}\n  ${dltTemplateText(kind)}`);
  return [`MSG91_DLT_TEMPLATE_OTP\n  ${SMS_TEMPLATES.otp.registered}`, ...alerts].join("\n\n");
}

export function alertTemplateSheets(): string {
  return [
    "WhatsApp message templates (WhatsApp Manager > Message templates; docs/operations.md, Alerts)",
    "",
    whatsAppTemplateSheet(),
    "",
    "SMS templates on DLT (content template, type Service Implicit; set each id in the variable named)",
    "",
    smsTemplateSheet(),
    "",
  ].join("\n");
}
