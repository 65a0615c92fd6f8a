import type { MailMessage } from "./mail.server";

export interface EmailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** One plain layout for every email Nivasa sends: wordmark, short copy, one button, a footnote. */
export function renderEmail(content: EmailContent): MailMessage {
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    content.footnote,
    "",
    "— Nivasa · Find interior designers near you",
  ].join("\n");

  const button = content.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#a8521e;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#57534e;margin:0 0 16px">Or paste this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#a8521e;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : "";

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e7e5e4"><span style="font-size:22px;font-weight:700;color:#a8521e;letter-spacing:-0.02em">Nivasa</span></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;line-height:1.6">
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("\n")}
${button}
<p style="font-size:13px;color:#57534e;margin:16px 0 0">${escapeHtml(content.footnote)}</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e7e5e4;font-size:12px;color:#78716c">Nivasa · Find interior designers near you</td></tr>
</table></td></tr></table>
</body></html>`;

  return { to: content.to, subject: content.subject, text, html };
}

export function greet(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Hi ${trimmed},` : "Hi,";
}
