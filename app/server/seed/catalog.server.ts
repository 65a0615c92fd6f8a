import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import {
  COLOR_PALETTES,
  COST_RANGES,
  catalogLabel,
  DESIGN_ELEMENTS,
  DESIGN_STYLES,
  KITCHEN_LAYOUTS,
  ROOM_TYPES,
  SPACE_SIZES,
} from "~/content/catalog";
import { PLACES } from "~/content/places";
import { priceTiersForCity } from "~/content/pricing";
import type { Executor } from "~/db/client.server";
import { brands, cities, interiorListings, localities, portfolioImages } from "~/db/schema";
import { ART_HEIGHT, ART_WIDTH, type ArtSpec, artUrl } from "~/features/media/art-url";
import { createRandom, type Random } from "~/lib/random";
import { bulkInsert } from "./bulk-insert.server";
import {
  ABOUT_PARAGRAPHS,
  DESCRIPTION_TEMPLATES,
  FIRM_SUFFIXES,
  FIRST_NAMES,
  fill,
  LISTING_TAGS,
  NAME_ADJECTIVES,
  NAME_NOUNS,
  SERVICES,
  STUDIO_WORDS,
  SURNAMES,
} from "./words";

/**
 * A deterministic catalog generator: cities and localities (idempotent), brands, unclaimed listings and
 * portfolio images. The same options give the same names, slugs and attributes on an empty database.
 */
export interface CatalogOptions {
  /** Brands to create, spread over the cities (three times as many per city in the six dedicated cities). */
  brands: number;
  /** Unclaimed interior_listings (designers not yet on Nivasa), spread over cities and localities. */
  listings: number;
  /** Approved portfolio images. The first few cycle through every room, style, colour, size, layout and cost range. */
  approvedImages: number;
  /** Portfolio images waiting for moderation (created in the last month). */
  pendingImages: number;
  /** PRNG seed. */
  seed: number;
  /** Reference time for created_at spreads; defaults to now. */
  now?: Date;
}

/** The demo dataset loaded on first start (`npm start`) and by `npm run db:seed`. */
export const DEMO_CATALOG: CatalogOptions = {
  brands: 200,
  listings: 40,
  approvedImages: 800,
  pendingImages: 40,
  seed: 20_240_611,
};

export interface GeneratedBrand {
  id: string;
  slug: string;
  brandName: string;
  citySlug: string;
  city: string;
  areasServed: string[];
  styleSpecialties: string[];
  servicesOffered: string[];
  createdAt: Date;
}

export interface CatalogResult {
  cities: number;
  localities: number;
  brands: GeneratedBrand[];
  listings: number;
  approvedImages: number;
  pendingImages: number;
}

/** Slugs checked per query. */
const BATCH = 1000;
const DAY = 24 * 60 * 60 * 1000;

interface PlaceRow {
  id: string;
  name: string;
  slug: string;
  weight: number;
  localities: { id: string; name: string; slug: string }[];
}

export async function generateCatalog(db: Executor, options: CatalogOptions): Promise<CatalogResult> {
  const now = options.now ?? new Date();
  const places = await ensurePlaces(db);
  const rnd = createRandom(options.seed);

  const brandRows = await uniqueSlugs(db, makeBrands(rnd, places, options.brands, now));
  await bulkInsert(db, brands, brandRows);

  const listingRows = makeListings(createRandom(options.seed ^ 0x5bd1e995), places, options.listings, now);
  await bulkInsert(db, interiorListings, listingRows);

  const imageRnd = createRandom(options.seed ^ 0x27d4eb2f);
  const imageRows = makeImages(imageRnd, places, brandRows, options, now);
  await bulkInsert(db, portfolioImages, imageRows);

  return {
    cities: places.length,
    localities: places.reduce((n, c) => n + c.localities.length, 0),
    brands: brandRows.map((b) => ({
      id: b.id as string,
      slug: b.slug,
      brandName: b.brandName,
      citySlug: places.find((p) => p.id === b.cityId)?.slug ?? "",
      city: b.city ?? "",
      areasServed: b.areasServed ?? [],
      styleSpecialties: b.styleSpecialties ?? [],
      servicesOffered: b.servicesOffered ?? [],
      createdAt: b.createdAt as Date,
    })),
    listings: listingRows.length,
    approvedImages: options.approvedImages,
    pendingImages: options.pendingImages,
  };
}

/** Inserts the cities and localities of app/content/places.ts (skipping ones already there) and returns them. */
export async function ensurePlaces(db: Executor): Promise<PlaceRow[]> {
  await db
    .insert(cities)
    .values(PLACES.map((c) => ({ name: c.name, slug: c.slug, state: c.state })))
    .onConflictDoNothing({ target: cities.slug });
  const cityRows = await db
    .select({ id: cities.id, slug: cities.slug, name: cities.name })
    .from(cities)
    .where(
      inArray(
        cities.slug,
        PLACES.map((c) => c.slug),
      ),
    );
  const idBySlug = new Map(cityRows.map((c) => [c.slug, c.id]));
  await db
    .insert(localities)
    .values(
      PLACES.flatMap((c) => c.localities.map((l) => ({ cityId: idBySlug.get(c.slug)!, name: l.name, slug: l.slug }))),
    )
    .onConflictDoNothing({ target: [localities.cityId, localities.slug] });
  const localityRows = await db
    .select({ id: localities.id, name: localities.name, slug: localities.slug, cityId: localities.cityId })
    .from(localities)
    .where(inArray(localities.cityId, [...idBySlug.values()]));
  return PLACES.map((place) => {
    const id = idBySlug.get(place.slug)!;
    const order = place.localities.map((l) => l.slug);
    return {
      id,
      name: place.name,
      slug: place.slug,
      weight: place.dedicated ? 3 : 1,
      localities: localityRows
        .filter((l) => l.cityId === id)
        .sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug)),
    };
  });
}

function weightedCity(rnd: Random, places: PlaceRow[]): PlaceRow {
  const total = places.reduce((n, p) => n + p.weight, 0);
  let pick = rnd.next() * total;
  for (const place of places) {
    pick -= place.weight;
    if (pick < 0) return place;
  }
  return places[places.length - 1];
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function firmName(rnd: Random, place: PlaceRow): string {
  switch (rnd.int(0, 6)) {
    case 0:
      return `${rnd.pick(FIRST_NAMES)} ${rnd.pick(["Interiors", "Design Studio", "Designs", "Home Studio"])}`;
    case 1:
      return `Studio ${rnd.pick(STUDIO_WORDS)}`;
    case 2:
      return `${rnd.pick(STUDIO_WORDS)} ${rnd.pick(["Design House", "Interiors", "Spaces", "Atelier"])}`;
    case 3:
      return `${rnd.pick(NAME_ADJECTIVES)} ${rnd.pick(NAME_NOUNS)} ${rnd.pick(["Interiors", "Studio", "Design Co.", "Decor"])}`;
    case 4:
      return `${rnd.pick(SURNAMES)} & Associates`;
    case 5: {
      const letters = "ABCDEGHJKMNPRSTV";
      return `${letters[rnd.int(0, letters.length - 1)]}${letters[rnd.int(0, letters.length - 1)]} ${rnd.pick(FIRM_SUFFIXES)}`;
    }
    default:
      return `The ${rnd.pick(place.localities).name} ${rnd.pick(["Design Co.", "Interior Studio", "Home Makers"])}`;
  }
}

/** A valid Indian mobile number: +91 and ten digits starting 6–9. */
function mobile(rnd: Random): string {
  const digits = `${rnd.int(6, 9)}${String(rnd.int(0, 999_999_999)).padStart(9, "0")}`;
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

const round50 = (n: number) => Math.round(n / 50) * 50;

function makeBrands(rnd: Random, places: PlaceRow[], count: number, now: Date): (typeof brands.$inferInsert)[] {
  const usedNames = new Set<string>();
  const rows: (typeof brands.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const place = weightedCity(rnd, places);
    let name = firmName(rnd, place);
    for (let attempt = 0; usedNames.has(name) && attempt < 12; attempt++) name = firmName(rnd, place);
    usedNames.add(name);
    const styles = rnd.sample(DESIGN_STYLES, rnd.int(2, 4)).map(catalogLabel);
    const areas = rnd.sample(place.localities, rnd.int(2, Math.min(5, place.localities.length))).map((l) => l.name);
    const years = rnd.int(2, 24);
    const team = Math.max(3, Math.round(years * rnd.float(0.8, 2.6)));
    const tiers = priceTiersForCity(place.slug);
    const level = rnd.next();
    const min = round50(tiers[0].min + (tiers[1].min - tiers[0].min) * level * rnd.next());
    const max = Math.max(min + 300, round50(tiers[1].max + (tiers[2].max - tiers[1].max) * level));
    const domain = slugify(name).replaceAll("-", "").slice(0, 24);
    const tld = rnd.pick([".in", ".com", ".co.in"]);
    const values = {
      name,
      city: place.name,
      area: areas[0],
      areas: areas.join(", "),
      style1: styles[0].toLowerCase(),
      style2: (styles[1] ?? styles[0]).toLowerCase(),
      founded: now.getUTCFullYear() - years,
      projects: Math.round(years * rnd.int(12, 40)),
      team,
    };
    rows.push({
      id: randomUUID(),
      slug: slugify(name),
      brandName: name,
      isVerified: rnd.chance(0.6),
      // Synthetic rating and review count with no review rows behind them: load-test data only (npm run
      // bench). The demo seed writes real reviews and recomputes both from them (seed.server.ts).
      rating: Math.round(rnd.float(3.6, 4.95) * 10) / 10,
      reviewCount: Math.round(rnd.next() ** 2 * 240) + rnd.int(0, 12),
      description: fill(rnd.pick(DESCRIPTION_TEMPLATES), values),
      about: rnd
        .sample(ABOUT_PARAGRAPHS, rnd.int(3, 5))
        .map((p) => fill(p, values))
        .join("\n"),
      phone: mobile(rnd),
      email: `${rnd.pick(["hello", "studio", "info", "contact", "design"])}@${domain}${tld}`,
      websiteUrl: `https://www.${domain}${tld}`,
      areasServed: areas,
      city: place.name,
      cityId: place.id,
      yearsExperience: years,
      teamSize: team,
      minProjectCost: min,
      maxProjectCost: max,
      styleSpecialties: styles,
      servicesOffered: rnd.sample(SERVICES, rnd.int(3, 6)),
      createdAt: new Date(now.getTime() - rnd.float(20, 1100) * DAY),
    });
  }
  return rows;
}

/** Makes every slug unique, within the batch and against brands already in the database. */
async function uniqueSlugs(
  db: Executor,
  rows: (typeof brands.$inferInsert)[],
): Promise<(typeof brands.$inferInsert)[]> {
  const used = new Set<string>();
  const taken = async (slugs: string[]) => {
    const found = new Set<string>();
    for (let i = 0; i < slugs.length; i += BATCH) {
      const existing = await db
        .select({ slug: brands.slug })
        .from(brands)
        .where(inArray(brands.slug, slugs.slice(i, i + BATCH)));
      for (const row of existing) found.add(row.slug);
    }
    return found;
  };
  let pending = rows;
  let round = 0;
  while (pending.length > 0) {
    const inDb = await taken(pending.map((r) => r.slug));
    const retry: typeof rows = [];
    for (const row of pending) {
      if (used.has(row.slug) || inDb.has(row.slug)) {
        row.slug = nextSlug(row.slug, row.city ?? "", round);
        retry.push(row);
      } else used.add(row.slug);
    }
    pending = retry;
    round += 1;
  }
  return rows;
}

function nextSlug(slug: string, city: string, round: number): string {
  const citySlug = slugify(city);
  if (round === 0 && citySlug && !slug.endsWith(`-${citySlug}`)) return `${slug}-${citySlug}`;
  const match = /^(.*?)-(\d+)$/.exec(slug);
  return match ? `${match[1]}-${Number(match[2]) + 1}` : `${slug}-2`;
}

function makeListings(
  rnd: Random,
  places: PlaceRow[],
  count: number,
  now: Date,
): (typeof interiorListings.$inferInsert)[] {
  const rows: (typeof interiorListings.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const place = weightedCity(rnd, places);
    const first = rnd.pick(FIRST_NAMES);
    const last = rnd.pick(SURNAMES);
    const locality = rnd.pick(place.localities);
    const firm = rnd.chance(0.5) ? `${last} ${rnd.pick(FIRM_SUFFIXES)}` : firmName(rnd, place);
    const areas = [
      locality,
      ...rnd.sample(
        place.localities.filter((l) => l !== locality),
        rnd.int(1, 3),
      ),
    ];
    rows.push({
      name: `${first} ${last}`,
      businessName: firm,
      phone: mobile(rnd),
      email: `${first}.${last}@${slugify(firm).replaceAll("-", "").slice(0, 20)}.in`.toLowerCase(),
      cityId: place.id,
      localityId: locality.id,
      areasServed: areas.map((l) => l.name),
      tags: rnd.sample(LISTING_TAGS, rnd.int(2, 4)),
      priceTier: rnd.pick(["Budget", "Mid-range", "Premium"]),
      rating: Math.round(rnd.float(3.5, 5) * 10) / 10,
      reviewCount: rnd.int(20, 219),
      status: "unclaimed",
      imageUrl: artUrl({
        room: "living_room",
        style: rnd.pick(DESIGN_STYLES),
        color: rnd.pick(COLOR_PALETTES),
        size: "medium",
        layout: null,
        seed: rnd.int(0, 0xffffffff),
      }),
      createdAt: new Date(now.getTime() - rnd.float(5, 400) * DAY),
    });
  }
  return rows;
}

const ROOM_WEIGHTS: Record<ArtSpec["room"], number> = {
  living_room: 18,
  bedroom: 16,
  kitchen: 16,
  bathroom: 10,
  dining_room: 9,
  home_office: 7,
  balcony: 6,
  kids_room: 7,
  walk_in_closet: 5,
  study_room: 6,
};

const ROOM_PHRASES: Record<ArtSpec["room"], string> = {
  living_room: "living room",
  bedroom: "bedroom",
  kitchen: "kitchen",
  bathroom: "bathroom",
  dining_room: "dining room",
  home_office: "home office",
  balcony: "balcony",
  kids_room: "kids' room",
  walk_in_closet: "walk-in closet",
  study_room: "study",
};

const LAYOUT_PHRASES: Record<(typeof KITCHEN_LAYOUTS)[number], string> = {
  l_shaped: "L-shaped kitchen",
  u_shaped: "U-shaped kitchen",
  open_plan: "open-plan kitchen",
  galley: "galley kitchen",
  island: "island kitchen",
  peninsula: "peninsula kitchen",
};

const PALETTE_WORDS: Record<ArtSpec["color"], { adjectives: string[]; sentence: string }> = {
  white: { adjectives: ["Airy", "Bright", "Crisp"], sentence: "Crisp white walls keep it bright and airy." },
  grey: { adjectives: ["Calm", "Soft", "Understated"], sentence: "Layered greys keep the mood calm." },
  navy: { adjectives: ["Moody", "Elegant", "Deep-toned"], sentence: "Deep navy accents add quiet drama." },
  pastel: { adjectives: ["Playful", "Cheerful", "Soft"], sentence: "Soft pastels make it cheerful and light." },
  black: { adjectives: ["Bold", "Dramatic", "Sleek"], sentence: "Matte black details give it a sharp edge." },
  beige: { adjectives: ["Warm", "Serene", "Sunlit"], sentence: "Warm beige tones keep it serene." },
  brown: { adjectives: ["Earthy", "Cosy", "Rich"], sentence: "Rich wood and earthy browns make it cosy." },
  green: { adjectives: ["Fresh", "Leafy", "Tranquil"], sentence: "Shades of green bring the outdoors in." },
  blue: { adjectives: ["Breezy", "Cool", "Coastal"], sentence: "Cool blues make it feel fresh all year." },
};

const SIZE_PHRASES: Record<ArtSpec["size"], string> = {
  compact: "A compact",
  medium: "A mid-sized",
  large: "A spacious",
};

const ELEMENT_PHRASES: Record<(typeof DESIGN_ELEMENTS)[number], string> = {
  false_ceiling: "a false ceiling with cove lighting",
  wall_panels: "fluted wall panels",
  modular_storage: "modular storage",
  built_in_wardrobe: "a built-in wardrobe",
  accent_wall: "an accent wall",
  lighting: "layered lighting",
  flooring: "new flooring",
};

const COST_SENTENCES: Record<(typeof COST_RANGES)[number], string> = {
  budget: "Delivered on a tight budget without cutting corners.",
  mid_range: "A mid-range fit-out with durable, easy-care finishes.",
  premium: "Premium materials and bespoke joinery throughout.",
  luxury: "A luxury fit-out with imported finishes and custom pieces.",
};

function weightedRoom(rnd: Random): ArtSpec["room"] {
  const total = Object.values(ROOM_WEIGHTS).reduce((a, b) => a + b, 0);
  let pick = rnd.next() * total;
  for (const room of ROOM_TYPES) {
    pick -= ROOM_WEIGHTS[room];
    if (pick < 0) return room;
  }
  return "living_room";
}

function listSentence(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function makeImages(
  rnd: Random,
  places: PlaceRow[],
  brandRows: (typeof brands.$inferInsert)[],
  options: CatalogOptions,
  now: Date,
): (typeof portfolioImages.$inferInsert)[] {
  const rows: (typeof portfolioImages.$inferInsert)[] = [];
  if (brandRows.length === 0) return rows;
  const placeById = new Map(places.map((p) => [p.id, p]));
  const styleBySlug = new Map(DESIGN_STYLES.map((s) => [catalogLabel(s), s]));
  // Brands' cost levels, so a luxury studio's photos are mostly premium or luxury projects.
  const costIndex = brandRows.map((b) => {
    const tiers = priceTiersForCity(placeById.get(b.cityId ?? "")?.slug ?? "");
    const span = tiers[2].max - tiers[1].max || 1;
    return Math.min(3, Math.max(0, Math.floor((((b.maxProjectCost ?? 0) - tiers[1].max) / span) * 4)));
  });
  let kitchens = 0;
  const total = options.approvedImages + options.pendingImages;
  for (let i = 0; i < total; i++) {
    const approved = i < options.approvedImages;
    const b = rnd.int(0, brandRows.length - 1);
    const brand = brandRows[b];
    const place = placeById.get(brand.cityId ?? "") ?? places[0];
    // The first images cycle through every option so each filter value has results.
    const cycle = <T>(list: readonly T[], pickRandom: () => T) =>
      approved && i < 60 ? list[i % list.length] : pickRandom();
    const room = cycle(ROOM_TYPES, () => weightedRoom(rnd));
    const specialties = (brand.styleSpecialties ?? []).map((s) => styleBySlug.get(s)).filter((s) => s !== undefined);
    const style = cycle(DESIGN_STYLES, () =>
      specialties.length > 0 && rnd.chance(0.7) ? rnd.pick(specialties) : rnd.pick(DESIGN_STYLES),
    );
    const color = cycle(COLOR_PALETTES, () => rnd.pick(COLOR_PALETTES));
    const size = cycle(SPACE_SIZES, () => rnd.pick(SPACE_SIZES));
    const cost = cycle(COST_RANGES, () => (rnd.chance(0.7) ? COST_RANGES[costIndex[b]] : rnd.pick(COST_RANGES)));
    let layout: ArtSpec["layout"] = null;
    if (room === "kitchen") {
      layout = approved && kitchens < KITCHEN_LAYOUTS.length ? KITCHEN_LAYOUTS[kitchens] : rnd.pick(KITCHEN_LAYOUTS);
      kitchens += 1;
    }
    const locality = rnd.pick(place.localities);
    const elements = rnd.sample(DESIGN_ELEMENTS, rnd.int(1, 3));
    const words = PALETTE_WORDS[color];
    const roomPhrase = layout ? LAYOUT_PHRASES[layout] : ROOM_PHRASES[room];
    const styleLabel = catalogLabel(style);
    const likes = Math.floor(rnd.next() ** 3 * 90) + rnd.int(0, 6);
    rows.push({
      brandId: brand.id as string,
      imageUrl: artUrl({ room, style, color, size, layout, seed: rnd.int(0, 0xffffffff) }),
      width: ART_WIDTH,
      height: ART_HEIGHT,
      title: `${rnd.pick(words.adjectives)} ${styleLabel} ${roomPhrase} in ${locality.name}`,
      description: `${SIZE_PHRASES[size]} ${styleLabel.toLowerCase()} ${roomPhrase} for a home in ${locality.name}, ${place.name}, with ${listSentence(elements.map((e) => ELEMENT_PHRASES[e]))}. ${words.sentence} ${COST_SENTENCES[cost]}`,
      isApproved: approved,
      isFeatured: approved && rnd.chance(0.06),
      roomType: room,
      designStyle: style,
      colorPalette: color,
      spaceSize: size,
      layoutType: layout,
      projectCostRange: cost,
      projectLocation: `${locality.name}, ${place.name}`,
      designElements: elements,
      likesCount: approved ? likes : 0,
      viewsCount: approved ? likes * rnd.int(6, 20) + rnd.int(40, 400) : 0,
      createdAt: new Date(now.getTime() - (approved ? rnd.float(0, 730) : rnd.float(0, 30)) * DAY),
    });
  }
  return rows;
}
