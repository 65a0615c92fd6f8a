import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import { codeField } from "~/features/auth";
import {
  type AccountResult,
  addEmailToPhoneAccount,
  auth,
  CLIENT_IP_HEADER,
  nameNewPhoneAccount,
  sendPhoneCode,
  type Viewer,
  verifyPhoneCode,
} from "~/features/auth/auth.api.server";
import { quoteRequestPath } from "~/lib/paths";
import { isPhoneOnlyEmail } from "~/lib/phone-only-email";
import { flashToast } from "~/services/flash.server";
import {
  HONEYPOT_FIELD,
  QUOTE_FIELDS,
  QUOTE_MESSAGES,
  QUOTE_STEPS,
  type QuoteFieldErrors,
} from "../quote-form/quote-form";
import type { QuoteActionData } from "../quote-form/quote-form-fields";
import { parseQuoteForm, type QuoteForm } from "../quote-form/quote-form-schema";
import { ABUSE_MESSAGES, isHoneypotFilled } from "../requests/abuse-rules";
import { type QuoteContext, submitQuoteRequest } from "../requests/quote-requests.server";

/**
 * The Get Free Quote form's post (the dialog's and the /get-quote page's). A request goes out from a verified
 * mobile number: a visitor signed in with one sends at once; anyone else gets a code by SMS for the form's number
 * (the answer's `codeFor`) and posts the form again with it. The code signs a signed-out visitor in (making the
 * account on a first code) or adds the number to the signed-in account, and the request then opens at
 * /quotes/:id, signed in. Nothing is stored before the code is right.
 */
export async function quoteAction(request: Request, viewer: Viewer | null) {
  const form = await request.formData();
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const echo = Object.fromEntries(QUOTE_FIELDS.map((key) => [key, values[key] ?? ""]));
  const fail = (answer: { fieldErrors: QuoteFieldErrors; formError?: string; codeFor?: string }, status: number) =>
    data<QuoteActionData>({ ok: false, ...answer, values: echo }, { status });

  if (isHoneypotFilled(form.get(HONEYPOT_FIELD))) {
    return fail({ fieldErrors: {}, formError: ABUSE_MESSAGES.honeypot }, 400);
  }
  const parsed = parseQuoteForm(values);
  if (!parsed.ok) return fail({ fieldErrors: parsed.fieldErrors, formError: parsed.formError }, 400);
  const quote = parsed.value;
  const ip = request.headers.get(CLIENT_IP_HEADER);

  if (viewer?.phoneNumber) {
    const account = { userId: viewer.userId, email: viewer.email || null };
    const result = await submitQuoteRequest(db(), quote, {
      ip,
      account,
      phoneVerified: quote.phone === viewer.phoneNumber,
    });
    if (!result.ok) return fail({ fieldErrors: {}, formError: result.error }, result.status ?? 429);
    return data<QuoteActionData>({ ok: true, routing: result.routing, recipients: result.recipients });
  }

  const codeStep = (formError: string | undefined, status: number) =>
    fail({ fieldErrors: {}, formError, codeFor: quote.phone }, status);
  // "Change details" from the code step: the form again, as it was.
  if (values.step === QUOTE_STEPS.edit) return fail({ fieldErrors: {} }, 200);
  if (values.code === undefined || values.step === QUOTE_STEPS.resend) {
    const sent = await sendPhoneCode(auth(), request, { phoneNumber: quote.phone });
    if (!sent.ok) return fail({ fieldErrors: { phone: sent.message } }, sent.status);
    return codeStep(undefined, 200);
  }
  const code = codeField.safeParse(values.code);
  if (!code.success) return codeStep(QUOTE_MESSAGES.code, 400);
  const verified = await verifyPhoneCode(auth(), request, {
    phoneNumber: quote.phone,
    code: code.data,
    addToAccount: viewer !== null,
  });
  if (!verified.ok) return codeStep(verified.message, verified.status);

  const account = viewer ? { userId: viewer.userId, email: viewer.email || null } : await phoneAccount(verified, quote);
  const result = await submitQuoteRequest(db(), quote, { ip, account, phoneVerified: true });
  if (!result.ok) return fail({ fieldErrors: {}, formError: result.error }, result.status ?? 429);
  throw redirect(
    quoteRequestPath(result.requestId),
    flashToast(verified.headers, { type: "success", title: "Quote request sent!" }),
  );
}

/**
 * The account the code signed in to, named as the form says when the code just made it, with the form's address
 * when it has none yet (see addEmailToPhoneAccount).
 */
async function phoneAccount(
  verified: Extract<AccountResult, { ok: true }>,
  quote: QuoteForm,
): Promise<NonNullable<QuoteContext["account"]>> {
  const user = (verified.payload as { user: { id: string; email: string; emailVerified: boolean } }).user;
  await nameNewPhoneAccount(db(), user.id, quote.phone, quote.name);
  if (!isPhoneOnlyEmail(user.email)) return { userId: user.id, email: user.email };
  const added = quote.email ? await addEmailToPhoneAccount(db(), user.id, quote.email) : false;
  return { userId: user.id, email: added ? (quote.email ?? null) : null };
}
