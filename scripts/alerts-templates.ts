// npm run alerts:templates: prints every alert template to register, WhatsApp (Meta) and SMS (DLT).
import { alertTemplateSheets } from "./lib/alert-templates";
import { readCommandLine } from "./lib/command-line.mjs";

readCommandLine(`Usage: npm run alerts:templates

Prints the WhatsApp message templates to submit in Meta's WhatsApp Manager (name, language, body with
{{1}}… and an example of each parameter) and the SMS templates to register on DLT, with the variable
that takes each one's template id (docs/operations.md, Alerts).`);

process.stdout.write(alertTemplateSheets());
