import { z } from "zod";
import { PHONE_MESSAGES } from "~/content/phone";
import { MESSAGES as ACCOUNT_MESSAGES } from "~/features/auth";
import { blankToNull, FIELD_MESSAGES, formText, plainText } from "~/lib/form-fields";
import { normaliseIndianMobile } from "~/lib/indian-mobile";
import { FIELD_LIMITS } from "./profile-limits";

/**
 * One schema per field of the business forms (Create Brand, Create Listing, claim requests), shared by every
 * form and action that takes the field. Form values arrive as strings; blanks of optional fields become null.
 */

export const BUSINESS_MESSAGES = {
  emailInvalid: ACCOUNT_MESSAGES.emailInvalid,
  phoneInvalid: PHONE_MESSAGES.invalid,
  websiteInvalid: "Enter a website address starting with http:// or https://, e.g. https://www.yourstudio.in",
  cityRequired: "Please choose a city.",
  listItemTooLong: `Each entry can be at most ${FIELD_LIMITS.listItem} characters.`,
  listTooLong: `Please list at most ${FIELD_LIMITS.listItems} entries.`,
} as const;

const emailText = plainText(FIELD_LIMITS.email).transform((value) => value.toLowerCase());
const isEmail = (value: string) => z.email().safeParse(value).success;

export const requiredEmail = emailText.refine(isEmail, { error: BUSINESS_MESSAGES.emailInvalid });

export const optionalEmail = blankToNull(
  emailText.refine((value) => value === "" || isEmail(value), { error: BUSINESS_MESSAGES.emailInvalid }),
);

/** The quote form's Indian mobile rule; stored as +91XXXXXXXXXX. */
export const requiredMobile = formText.pipe(
  z
    .string()
    .trim()
    .min(1, { error: PHONE_MESSAGES.required })
    .transform((value, ctx) => {
      const mobile = normaliseIndianMobile(value);
      if (mobile) return mobile;
      ctx.addIssue({ code: "custom", message: BUSINESS_MESSAGES.phoneInvalid });
      return z.NEVER;
    }),
);

export const optionalMobile = formText.pipe(
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === "") return null;
      const mobile = normaliseIndianMobile(value);
      if (mobile) return mobile;
      ctx.addIssue({ code: "custom", message: BUSINESS_MESSAGES.phoneInvalid });
      return z.NEVER;
    }),
);

/** An http(s) website; "yourstudio.in" is read as https://yourstudio.in. Stored normalised, or null. */
export const optionalWebsite = formText.pipe(
  z
    .string()
    .trim()
    .max(FIELD_LIMITS.website, { error: FIELD_MESSAGES.tooLong(FIELD_LIMITS.website) })
    .transform((value, ctx) => {
      if (value === "") return null;
      const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
      try {
        const url = new URL(withScheme);
        const web = url.protocol === "https:" || url.protocol === "http:";
        if (web && url.hostname.includes(".") && !url.username && !url.password) return url.toString();
      } catch {}
      ctx.addIssue({ code: "custom", message: BUSINESS_MESSAGES.websiteInvalid });
      return z.NEVER;
    }),
);

/** Items trimmed, empty ones dropped: "Koramangala, , HSR Layout" → ["Koramangala", "HSR Layout"]. */
export function splitCommaList(value: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const item of value.split(",")) {
    const trimmed = item.trim().replace(/\s+/g, " ");
    const key = trimmed.toLowerCase();
    if (trimmed && !seen.has(key)) {
      seen.add(key);
      items.push(trimmed);
    }
  }
  return items;
}

export const commaList = plainText(FIELD_LIMITS.listText)
  .transform(splitCommaList)
  .refine((items) => items.every((item) => item.length <= FIELD_LIMITS.listItem), {
    error: BUSINESS_MESSAGES.listItemTooLong,
  })
  .refine((items) => items.length <= FIELD_LIMITS.listItems, { error: BUSINESS_MESSAGES.listTooLong });

/** A city from the cities table (the action checks that it exists). */
export const cityId = formText.pipe(z.uuid({ error: BUSINESS_MESSAGES.cityRequired }));

/** Form values echoed back to a form after a refusal, so nothing typed is lost. */
export type FormValues = Record<string, string>;

/** The text fields of a submitted form (files and repeated keys left out), for echoing back. */
export function textValues(form: FormData, fields: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** Why a business command did nothing: a message for the form, and per-field messages when input was wrong. */
export interface Refusal {
  ok: false;
  message: string;
  fieldErrors?: Partial<Record<string, string>>;
}
