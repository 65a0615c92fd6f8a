/**
 * An account made by a phone sign-in has no email yet, but better-auth's users need a unique one: it gets
 * `<digits>@phone.nivasa.invalid` (".invalid" is reserved, RFC 2606: it can never receive mail) until its
 * owner adds a real address on /profile. Nothing is ever mailed to it, and pages show "no email".
 */
export const PHONE_ONLY_DOMAIN = "phone.nivasa.invalid";

export function phoneOnlyEmail(phone: string): string {
  return `${phone.replace(/\D/g, "")}@${PHONE_ONLY_DOMAIN}`;
}

export function isPhoneOnlyEmail(email: string): boolean {
  return email.endsWith(`@${PHONE_ONLY_DOMAIN}`);
}
