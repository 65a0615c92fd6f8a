/**
 * A recipient as operators see it: enough to tell two apart, not enough to contact them. A number keeps its
 * country code and last two digits (+91••••••••10), an address its first letter and domain (d•••@example.in).
 */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf("@");
  if (at > 0) return `${recipient[0]}•••${recipient.slice(at)}`;
  const digits = recipient.replace(/^\+91/, "");
  const prefix = recipient.startsWith("+91") ? "+91" : "";
  return `${prefix}${"•".repeat(Math.max(0, digits.length - 2))}${digits.slice(-2)}`;
}
