/**
 * The instant-claim rule (ownership is proven, never just asserted): a verified account email that equals
 * the brand's email on file, or whose domain is the brand's website's own domain.
 */

/**
 * Domains many unrelated people share: free mailboxes, social networks, site builders and directories. An email
 * or a website there proves nothing about a business, so domain matching never applies to them.
 */
const SHARED_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "google.com",
  "yahoo.com",
  "yahoo.co.in",
  "yahoo.in",
  "hotmail.com",
  "outlook.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "rediffmail.com",
  "rediff.com",
  "zoho.com",
  "zohomail.in",
  "proton.me",
  "protonmail.com",
  "instagram.com",
  "facebook.com",
  "fb.com",
  "linkedin.com",
  "twitter.com",
  "x.com",
  "youtube.com",
  "pinterest.com",
  "behance.net",
  "wa.me",
  "whatsapp.com",
  "linktr.ee",
  "wixsite.com",
  "wix.com",
  "blogspot.com",
  "wordpress.com",
  "squarespace.com",
  "godaddysites.com",
  "business.site",
  "justdial.com",
  "sulekha.com",
  "houzz.com",
  "houzz.in",
  "indiamart.com",
]);

/** The domain after the @, lowercased; null for anything that isn't an email address. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 1 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** The host of an http(s) website without a leading "www.", lowercased; null when it isn't one. */
export function websiteDomain(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
    return parsed.hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

/** Whether `domain` identifies one business (a real own domain, not a shared service). */
function isOwnDomain(domain: string): boolean {
  if (!domain.includes(".")) return false;
  for (const shared of SHARED_DOMAINS) if (domain === shared || domain.endsWith(`.${shared}`)) return false;
  return true;
}

export interface AccountEmail {
  email: string;
  emailVerified: boolean;
}

export interface BrandContact {
  email: string | null;
  websiteUrl: string | null;
}

/** Whether the account proves it speaks for the brand, so the brand is granted without review. */
export function ownsBrandByEmail(account: AccountEmail, brand: BrandContact): boolean {
  if (!account.emailVerified) return false;
  const email = account.email.trim().toLowerCase();
  if (brand.email && brand.email.trim().toLowerCase() === email) return true;
  const domain = emailDomain(email);
  return domain !== null && isOwnDomain(domain) && domain === websiteDomain(brand.websiteUrl);
}
