import { z } from "zod";

/**
 * One designer as a directory page lists it, in the shape we ask Firecrawl to extract (DIRECTORY_JSON_SCHEMA).
 * Every field but the name may be missing; what is there must make sense, or the record is counted as invalid.
 */
export const scrapedDesignerSchema = z
  .object({
    name: z.string().trim().max(200).nullish(),
    businessName: z.string().trim().max(200).nullish(),
    phone: z.string().trim().max(40).nullish(),
    email: z.string().trim().max(200).nullish(),
    locality: z.string().trim().max(200).nullish(),
    areas: z.array(z.string().trim().max(200)).max(30).nullish(),
    services: z.array(z.string().trim().max(100)).max(30).nullish(),
    priceTier: z.string().trim().max(50).nullish(),
    rating: z.number().min(0).max(5).nullish(),
    reviewCount: z.number().int().min(0).max(1_000_000).nullish(),
    sourceUrl: z.string().trim().max(2000).nullish(),
  })
  .refine((record) => Boolean(record.name || record.businessName), { message: "A designer needs a name" })
  .refine((record) => !record.email || z.email().safeParse(record.email).success, {
    message: "Not an email address",
    path: ["email"],
  });

export type ScrapedDesigner = z.infer<typeof scrapedDesignerSchema>;

/** The page-level answer: a list of designers. */
export const directoryPageSchema = z.object({ designers: z.array(z.unknown()).max(500) });

const nullable = (type: string) => ({ type: [type, "null"] });

/** JSON Schema sent to Firecrawl's JSON extraction (the same fields as scrapedDesignerSchema). */
export const DIRECTORY_JSON_SCHEMA = {
  type: "object",
  properties: {
    designers: {
      type: "array",
      items: {
        type: "object",
        properties: {
          name: nullable("string"),
          businessName: nullable("string"),
          phone: nullable("string"),
          email: nullable("string"),
          locality: nullable("string"),
          areas: { type: ["array", "null"], items: { type: "string" } },
          services: { type: ["array", "null"], items: { type: "string" } },
          priceTier: nullable("string"),
          rating: nullable("number"),
          reviewCount: nullable("integer"),
          sourceUrl: nullable("string"),
        },
        required: ["name"],
      },
    },
  },
  required: ["designers"],
} as const;

export const DIRECTORY_PROMPT =
  "List every interior designer or interior design firm on this directory page. For each: the person's name, the business name, phone number, email, the locality and the areas of the city they serve, their services, their price level, their rating out of 5, the number of reviews, and the URL of their profile. Leave out what the page does not show.";

/** A designer ready to be stored as an unclaimed listing. */
export interface NormalisedDesigner {
  name: string;
  businessName: string | null;
  /** +91 XXXXX XXXXX, or null. */
  phone: string | null;
  email: string | null;
  localityId: string | null;
  areasServed: string[];
  tags: string[];
  priceTier: "Low" | "Mid" | "Premium" | null;
  rating: number | null;
  reviewCount: number;
  sourceUrl: string;
}

/** An Indian phone number in +91 form: "+91 98450 12345" (landlines: "+91 8023456789"), or null. */
export function normalisePhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let digits = raw.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  else if (digits.length === 13 && digits.startsWith("091")) digits = digits.slice(3);
  if (digits.length !== 10 || digits.startsWith("0")) return null;
  return /^[6-9]/.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : `+91 ${digits}`;
}

/** The ten digits of a phone number, for comparing numbers written in different ways. */
export function phoneKey(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, "") ?? "";
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** Trimmed, single-spaced, and Title Cased when the directory shouted or whispered it. */
export function cleanName(raw: string | null | undefined): string | null {
  const name = raw?.replace(/\s+/g, " ").trim();
  if (!name) return null;
  const letters = name.replace(/[^A-Za-z]/g, "");
  if (letters && letters !== letters.toUpperCase() && letters !== letters.toLowerCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s\-'(./&])([a-z])/g, (_, before: string, ch: string) => before + ch.toUpperCase());
}

/** A name reduced to its letters and digits, for matching "Nest  Interiors" with "NEST INTERIORS". */
export function nameKey(name: string | null): string | null {
  const key = name?.toLowerCase().replace(/[^a-z0-9]/g, "") ?? "";
  return key || null;
}

export interface CityLocality {
  id: string;
  name: string;
}

/** The city's localities named in the record's areas (and locality), in the order they appear, each once. */
export function matchLocalities(texts: string[], localities: CityLocality[]): CityLocality[] {
  const matched: CityLocality[] = [];
  for (const text of texts) {
    const haystack = ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, " ")} `;
    const hit = [...localities]
      .sort((a, b) => b.name.length - a.name.length)
      .find((l) => haystack.includes(` ${l.name.toLowerCase().replace(/[^a-z0-9]+/g, " ")} `));
    if (hit && !matched.includes(hit)) matched.push(hit);
  }
  return matched;
}

/** The scraped price level as a listing's price tier (Low / Mid / Premium), or null when it says nothing usable. */
export function priceTierOf(raw: string | null | undefined): NormalisedDesigner["priceTier"] {
  const text = raw?.toLowerCase() ?? "";
  if (/premium|luxury|high|₹₹₹|expensive/.test(text)) return "Premium";
  if (/mid|moderate|medium|₹₹/.test(text)) return "Mid";
  if (/budget|low|affordable|economy|cheap|₹/.test(text)) return "Low";
  return null;
}

function cleanList(values: (string | null | undefined)[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const clean = cleanName(value);
    if (clean && !seen.has(clean.toLowerCase())) {
      seen.add(clean.toLowerCase());
      out.push(clean);
    }
  }
  return out.slice(0, max);
}

/** A valid scraped record, normalised for storage. `pageUrl` stands in for a missing or unusable profile URL. */
export function normaliseDesigner(
  record: ScrapedDesigner,
  localities: CityLocality[],
  pageUrl: string,
): NormalisedDesigner {
  const businessName = cleanName(record.businessName);
  const areas = matchLocalities([record.locality ?? "", ...(record.areas ?? [])].filter(Boolean), localities);
  return {
    name: cleanName(record.name) ?? (businessName as string),
    businessName,
    phone: normalisePhone(record.phone),
    email: record.email ? record.email.toLowerCase() : null,
    localityId: areas[0]?.id ?? null,
    areasServed: areas.map((l) => l.name),
    tags: cleanList(record.services ?? [], 6),
    priceTier: priceTierOf(record.priceTier),
    rating: record.rating ?? null,
    reviewCount: record.reviewCount ?? 0,
    sourceUrl: httpUrl(record.sourceUrl) ?? pageUrl,
  };
}

function httpUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** What identifies a designer for de-duplication: phone, email, and business (else personal) name in the city. */
export function identityKeys(designer: Pick<NormalisedDesigner, "phone" | "email" | "name" | "businessName">) {
  return {
    phone: phoneKey(designer.phone),
    email: designer.email?.toLowerCase() ?? null,
    name: nameKey(designer.businessName ?? designer.name),
  };
}
