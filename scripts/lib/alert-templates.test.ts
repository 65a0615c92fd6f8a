import { describe, expect, it } from "vitest";
import { alertParameterNames, dltTemplateText, renderAlert, whatsAppTemplateName } from "../../app/content/alerts";
import { ALERT_KINDS } from "../../app/content/catalog";
import { ALERT_PARAMETER_EXAMPLES, whatsAppTemplateBody } from "../../app/content/whatsapp";
import { alertTemplateSheets } from "./alert-templates";

describe("the alert templates to register", () => {
  it.each(ALERT_KINDS)("%s: Meta's numbered body, filled in order, is the text the alert sends", (kind) => {
    const body = whatsAppTemplateBody(kind);
    const names = alertParameterNames(kind);
    expect(body.match(/\{\{\d+\}\}/g)).toEqual(names.map((_, i) => `{{${i + 1}}}`));
    // Meta refuses a body that starts or ends with a parameter.
    expect(body).not.toMatch(/^\{\{|\}\}$/);
    const filled = body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => ALERT_PARAMETER_EXAMPLES[names[Number(n) - 1]]);
    expect(filled).toBe(renderAlert(kind, ALERT_PARAMETER_EXAMPLES));
  });

  it("prints every WhatsApp template with its examples and every SMS template with the variable of its DLT id", () => {
    const sheet = alertTemplateSheets();
    for (const kind of ALERT_KINDS) {
      expect(sheet).toContain(`${whatsAppTemplateName(kind)}\n  language: English (en)`);
      expect(sheet).toContain(`body: ${whatsAppTemplateBody(kind)}`);
      expect(sheet).toContain(`MSG91_DLT_TEMPLATE_${kind.toUpperCase()}\n  ${dltTemplateText(kind)}`);
    }
    expect(sheet).toContain("MSG91_DLT_TEMPLATE_OTP");
    expect(sheet).not.toContain("undefined");
  });
});
