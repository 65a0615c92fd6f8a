import { z } from "zod";
import { MESSAGE_EMAIL_PREFERENCES, type USER_ROLES } from "~/content/catalog";
import { PHONE_MESSAGES } from "~/content/phone";
import { formText } from "~/lib/form-fields";
import { normaliseIndianMobile } from "~/lib/indian-mobile";

/** Shared by the server actions and the browser, so both say exactly the same thing. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_FULL_NAME_LENGTH = 100;
/** RFC 5321's limit on a deliverable address. */
export const MAX_EMAIL_LENGTH = 254;

export const MESSAGES = {
  credentialsRequired: "You must provide either an email or phone number and a password",
  emailInvalid: "Please enter a valid email address",
  fullNameRequired: "Please enter your full name",
  fullNameTooLong: `Full name must be at most ${MAX_FULL_NAME_LENGTH} characters long`,
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  passwordsDontMatch: "Passwords do not match",
  codeFormat: "Enter the 6-digit code from the SMS.",
  signedOut: "No user logged in",
} as const;

/** One schema per field: the forms, their actions and the auth API's hooks (auth-input.server.ts) share these. */
export const emailField = formText.pipe(
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.emailInvalid)
    .max(MAX_EMAIL_LENGTH, MESSAGES.emailInvalid)
    .pipe(z.email(MESSAGES.emailInvalid)),
);

const newPassword = formText.pipe(
  z.string().min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort).max(MAX_PASSWORD_LENGTH, MESSAGES.passwordTooLong),
);

export const fullNameField = formText.pipe(
  z.string().trim().min(1, MESSAGES.fullNameRequired).max(MAX_FULL_NAME_LENGTH, MESSAGES.fullNameTooLong),
);

function passwordsMatch(data: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (data.password !== data.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.passwordsDontMatch });
  }
}

export const signInSchema = z.object({
  email: formText.pipe(
    z.string().trim().toLowerCase().min(1, MESSAGES.credentialsRequired).max(MAX_EMAIL_LENGTH, MESSAGES.emailInvalid),
  ),
  password: formText.pipe(
    z.string().min(1, MESSAGES.credentialsRequired).max(MAX_PASSWORD_LENGTH, MESSAGES.passwordTooLong),
  ),
});

export const signUpSchema = z
  .object({ fullName: fullNameField, email: emailField, password: newPassword, confirmPassword: formText })
  .superRefine(passwordsMatch);

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({ token: formText.pipe(z.string().min(1)), password: newPassword, confirmPassword: formText })
  .superRefine(passwordsMatch);

export const resendVerificationSchema = z.object({ email: emailField });

/** /profile: the address to add to the account, or to change its email to. */
export const newEmailSchema = z.object({ email: emailField });

export const profileSchema = z.object({ fullName: fullNameField });

/** An Indian mobile as typed (spaces, 0 or +91 allowed), read as +91XXXXXXXXXX. */
export const mobileField = formText.pipe(
  z
    .string()
    .trim()
    .min(1, PHONE_MESSAGES.required)
    .transform((value, ctx) => {
      const phone = normaliseIndianMobile(value);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: PHONE_MESSAGES.invalid });
        return z.NEVER;
      }
      return phone;
    }),
);

export const PHONE_CODE_DIGITS = 6;
export const codeField = formText.pipe(
  z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, MESSAGES.codeFormat)),
);

export const phoneSendSchema = z.object({ phoneNumber: mobileField });
export const phoneVerifySchema = z.object({ phoneNumber: mobileField, code: codeField });

export type MessageEmails = (typeof MESSAGE_EMAIL_PREFERENCES)[number];

/** The message-email choices a role has: a daily digest suits designers' many threads, so it is theirs only. */
export function messageEmailChoices(role: (typeof USER_ROLES)[number]): MessageEmails[] {
  return role === "brand" ? ["each", "daily", "off"] : ["each", "off"];
}

export const MESSAGE_EMAILS_INVALID = "Please choose how you want to hear about new messages.";
export const messageEmailsSchema = z.object({
  messageEmails: z.enum(MESSAGE_EMAIL_PREFERENCES, { error: MESSAGE_EMAILS_INVALID }),
});

export const AUTH_TABS = ["signin", "signup", "forgot", "reset", "phone", "name"] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export function parseAuthTab(value: string | null): AuthTab {
  return AUTH_TABS.find((tab) => tab === value) ?? "signin";
}
