import { greet, renderEmail } from "~/services/email-layout";
import type { MailMessage } from "~/services/mail.server";

interface Recipient {
  email: string;
  name: string;
}

export function verificationEmail(user: Recipient, url: string): MailMessage {
  return renderEmail({
    to: user.email,
    subject: "Verify your email for Nivasa",
    greeting: greet(user.name),
    paragraphs: [
      "Thanks for creating a Nivasa account. Please confirm this is your email address so you can sign in, like designs and request quotes from designers.",
    ],
    action: { label: "Verify email", url },
    footnote:
      "This link expires in 24 hours. Open it in the browser you signed up in to keep the password you chose; opened elsewhere, it verifies your address and signs you in, and you choose a password with “Forgot password?”. If you didn't create a Nivasa account, you can ignore this email: nobody can sign in with it until this address is verified.",
  });
}

/** Whether a verification link's token is one of better-auth's email changes (its JWT names the new address). */
export function isEmailChangeLink(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload?.updateTo === "string";
  } catch {
    return false;
  }
}

/** Sent to a new address someone gave on /profile: opening the link makes it the account's email. */
export function emailChangeEmail(user: Recipient, url: string): MailMessage {
  return renderEmail({
    to: user.email,
    subject: "Confirm your new email for Nivasa",
    greeting: greet(user.name),
    paragraphs: [
      "You asked to use this address for your Nivasa account. Open the link to confirm it: it then signs in to the same account as the mobile number and any other way you sign in.",
    ],
    action: { label: "Confirm this email", url },
    footnote:
      "This link expires in 24 hours. If you didn't ask for this, you can ignore this email: nothing changes until the link is opened.",
  });
}

export function passwordResetEmail(user: Recipient, url: string): MailMessage {
  return renderEmail({
    to: user.email,
    subject: "Reset your Nivasa password",
    greeting: greet(user.name),
    paragraphs: ["We received a request to reset the password of your Nivasa account."],
    action: { label: "Choose a new password", url },
    footnote:
      "This link expires in 1 hour. If you didn't ask for a new password, you can ignore this email — your password stays the same.",
  });
}

/** Sent instead of an error when someone signs up with an email that already has an account. */
export function existingAccountEmail(user: Recipient, signInUrl: string): MailMessage {
  return renderEmail({
    to: user.email,
    subject: "You already have a Nivasa account",
    greeting: greet(user.name),
    paragraphs: [
      "Someone — hopefully you — just tried to create a new Nivasa account with this email address. You already have an account, so no new one was created.",
      "You can sign in, or choose “Forgot password?” on the sign-in page if you don't remember your password.",
    ],
    action: { label: "Sign in to Nivasa", url: signInUrl },
    footnote: "If this wasn't you, you can ignore this email; your account is unchanged.",
  });
}
