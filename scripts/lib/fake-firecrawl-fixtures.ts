// What the fake Firecrawl server "extracts" from the three seeded directory sources for a city: the JSON a real
// Firecrawl returns for our schema, with the mess real directories have. Deterministic per (source, city), so
// tests can count on it:
// - 25 records per city from the three sources; they overlap (the same studio with its phone written another
//   way, or under its name only), so 17 designers are distinct and valid after de-duplication (15 are kept);
// - messy names (upper case, stray spaces), phone formats (+91 98450 12345, 098450-12345, 91-9845012345,
//   a landline), missing emails, phones and areas;
// - two records that fail validation: one with a rating of 7.8, one without a name.
import { PLACES } from "../../app/content/places";

export interface FakeDesignerRecord {
  name?: string | null;
  businessName?: string | null;
  phone?: string | null;
  email?: string | null;
  locality?: string | null;
  areas?: string[] | null;
  services?: string[] | null;
  priceTier?: string | null;
  rating?: number | string | null;
  reviewCount?: number | null;
  sourceUrl?: string | null;
}

const FIRST = ["Ananya", "Rohan", "Kavya", "Vikram", "Meera", "Arjun", "Ishita", "Karthik", "Nisha", "Siddharth"];
const LAST = ["Rao", "Mehta", "Iyer", "Kapoor", "Nair", "Reddy", "Sharma", "Menon", "Desai", "Bose"];
const FIRM = ["Nest", "Aangan", "Kosha", "Vastu", "Tattva", "Dhaba", "Ambara", "Sutra", "Prakriti", "Kalpa"];
const SUFFIX = ["Interiors", "Design Studio", "Home Concepts", "Spaces", "Decor Works"];
const SERVICES = ["Modular Kitchen", "Full Home Interiors", "Wardrobes", "False Ceiling", "Living Room", "Office"];
const TIERS = ["Budget", "Mid-range", "Premium", "Luxury", "₹₹", "affordable"];

/** One designer of a city (index 0–18), as the directories agree on it. */
function designer(citySlug: string, index: number) {
  const city = PLACES.find((place) => place.slug === citySlug);
  const localities = city?.localities.map((l) => l.name) ?? ["Central"];
  const citySeed = [...citySlug].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  const seed = citySeed + index * 7;
  const tens = Math.floor(index / 10);
  const first = FIRST[(seed + index) % FIRST.length] as string;
  const last = LAST[(seed * 3 + index + tens) % LAST.length] as string;
  // Distinct for every index of a city (i and i + 10 share the firm word, not the suffix).
  const firm = `${FIRM[(citySeed + index) % FIRM.length]} ${SUFFIX[(index + tens) % SUFFIX.length]}`;
  // Unique per city and index: 9 + two digits of the city + index, padded to 10 digits.
  const digits = `9${String(seed % 89).padStart(2, "0")}${String(index).padStart(2, "0")}${String(seed * 37)
    .slice(-5)
    .padStart(5, "0")}`;
  return {
    name: `${first} ${last}`,
    businessName: `${firm} ${city?.name ?? ""}`.trim(),
    digits,
    email: `${first}.${last}.${index}@${citySlug}.example.in`.toLowerCase(),
    areas: [localities[index % localities.length], localities[(index + 3) % localities.length]] as string[],
    services: [SERVICES[index % SERVICES.length], SERVICES[(index + 2) % SERVICES.length]] as string[],
    priceTier: TIERS[index % TIERS.length] as string,
    rating: Math.round((3.5 + ((seed + index) % 15) / 10) * 10) / 10,
    reviewCount: 20 + ((seed * 13 + index) % 200),
  };
}

const spaced = (d: string) => `+91 ${d.slice(0, 5)} ${d.slice(5)}`;
const trunk = (d: string) => `0${d.slice(0, 5)}-${d.slice(5)}`;
const country = (d: string) => `91-${d}`;

/** The three seeded sources, by host. */
export const FIXTURE_SOURCES = {
  "www.sulekha.com": (citySlug: string, pageUrl: string): FakeDesignerRecord[] =>
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
      const d = designer(citySlug, i);
      return {
        name: i % 3 === 0 ? d.name.toUpperCase() : d.name,
        businessName: i % 2 === 0 ? `  ${d.businessName.toUpperCase()}  ` : d.businessName,
        phone: spaced(d.digits),
        email: d.email,
        locality: d.areas[0],
        areas: d.areas,
        services: d.services,
        priceTier: d.priceTier,
        rating: d.rating,
        reviewCount: d.reviewCount,
        sourceUrl: `${pageUrl.replace(/\/$/, "")}/${i}`,
      };
    }),
  "www.justdial.com": (citySlug: string, pageUrl: string): FakeDesignerRecord[] =>
    // 5–7 repeat Sulekha's studios with the phone in trunk format and no email.
    [5, 6, 7, 8, 9, 10, 11, 12].map((i) => {
      const d = designer(citySlug, i);
      return {
        name: d.name.toLowerCase(),
        businessName: d.businessName.replace(/ /g, "  "),
        phone: i === 9 ? `0${d.digits.slice(0, 2) === "98" ? "80" : "22"}-2345${d.digits.slice(-4)}` : trunk(d.digits),
        email: null,
        locality: `${d.areas[0]}, near main road`,
        areas: d.areas.map((area) => area.toLowerCase()),
        services: d.services,
        priceTier: d.priceTier,
        rating: d.rating,
        reviewCount: d.reviewCount,
        sourceUrl: `${pageUrl.replace(/\/$/, "")}/${d.businessName.replace(/\W+/g, "-")}`,
      };
    }),
  "www.houzz.in": (citySlug: string, pageUrl: string): FakeDesignerRecord[] => [
    // 10 repeats Justdial's under its name only (no phone, no email); 11 and 12 with the phone in another format.
    ...[10, 11, 12, 13, 14, 15, 16].map((i) => {
      const d = designer(citySlug, i);
      return {
        name: d.name,
        businessName: d.businessName,
        phone: i === 10 ? null : country(d.digits),
        email: i === 10 ? null : d.email,
        locality: null,
        areas: i === 16 ? [] : [d.areas[1] as string],
        services: d.services,
        priceTier: d.priceTier,
        rating: d.rating,
        reviewCount: d.reviewCount,
        sourceUrl: `${pageUrl.replace(/\/$/, "")}/pro/${i}`,
      };
    }),
    { ...base(designer(citySlug, 17)), rating: 7.8, sourceUrl: `${pageUrl}/pro/17` },
    { ...base(designer(citySlug, 18)), name: null, businessName: null, sourceUrl: `${pageUrl}/pro/18` },
  ],
} as const;

function base(d: ReturnType<typeof designer>): FakeDesignerRecord {
  return {
    name: d.name,
    businessName: d.businessName,
    phone: spaced(d.digits),
    email: d.email,
    areas: d.areas,
    services: d.services,
    priceTier: d.priceTier,
    rating: d.rating,
    reviewCount: d.reviewCount,
  };
}

/** The records a page would yield: a seeded source's fixtures, or none for any other page. */
export function fixtureRecords(pageUrl: string, citySlugOf: (url: URL) => string | null): FakeDesignerRecord[] {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return [];
  }
  const sources: Record<string, ((city: string, page: string) => FakeDesignerRecord[]) | undefined> = FIXTURE_SOURCES;
  const source = sources[url.host];
  const citySlug = citySlugOf(url);
  return source && citySlug ? source(citySlug, pageUrl) : [];
}
