const PHONE_PATTERN = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/**
 * An Indian mobile number: 10 digits starting 6–9, optionally prefixed +91, 91 or 0, with spaces or dashes
 * anywhere. Returns the canonical +91XXXXXXXXXX form, or null when it isn't one.
 */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.replace(/[\s-]/g, "");
  const match = PHONE_PATTERN.exec(compact);
  return match ? `+91${match[1]}` : null;
}

/** "+919876543210" → "+91 98765 43210" for display. */
export function formatIndianMobile(phone: string): string {
  const digits = phone.replace(/^\+91/, "");
  return digits.length === 10 ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}

/** "+919876543210" → "+91******3210": enough to tell numbers apart in a log line, never the number itself. */
export function maskedMobile(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `${phone.startsWith("+") ? "+" : ""}${digits.slice(0, 2)}${"*".repeat(Math.max(0, digits.length - 6))}${digits.slice(-4)}`;
}
