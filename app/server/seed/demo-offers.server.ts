import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { DEDICATED_CITIES } from "~/content/cities";
import { priceTiersForCity } from "~/content/pricing";
import type { Executor } from "~/db/client.server";
import {
  brands,
  cities,
  leadMessages,
  leads,
  localities,
  type OfferLine,
  offers,
  quoteRequests,
  reviews,
} from "~/db/schema";
import { lineAmountPaise, offerTotals } from "~/features/offers/offer/money";
import { offerAnnouncement, rebuildPriceFigures } from "~/features/offers/offers.api.server";
import { createRandom, type Random } from "~/lib/random";
import { bulkInsert } from "./bulk-insert.server";
import type { GeneratedBrand } from "./catalog.server";
import type { Reviewer } from "./demo-reviews";
import { FIRST_NAMES, SURNAMES } from "./words";

const DAY = 24 * 60 * 60 * 1000;
const GRADES = ["basic", "premium", "luxury"] as const;
type Grade = (typeof GRADES)[number];
/** Offers per dedicated city and grade, from this many of the city's brands: above the figures' threshold. */
const OFFERS_PER_GRADE = 6;
const BRANDS_PER_CITY = 4;
const STAGES = [
  { label: "On signing", percent: 10 },
  { label: "Design sign-off", percent: 40 },
  { label: "Installation", percent: 40 },
  { label: "Handover", percent: 10 },
];

type RequestRow = typeof quoteRequests.$inferInsert;
type LeadRow = typeof leads.$inferInsert;
type OfferRow = typeof offers.$inferInsert;

interface Offered {
  requestId: string;
  brandId: string;
  grade: Grade;
  areaSqft: number;
  ratePaise: number;
  at: Date;
  acceptedAt?: Date;
  /** The lines instead of one per-sq-ft line (the demo homeowner's offers). */
  lines?: OfferLine[];
  messageId?: number;
}

export function offerRow({
  requestId,
  brandId,
  grade,
  areaSqft,
  ratePaise,
  at,
  acceptedAt,
  lines,
  messageId,
}: Offered): OfferRow {
  const priced = lines ?? [
    {
      description: "Full home interiors as discussed",
      unit: "sq_ft",
      quantityHundredths: areaSqft * 100,
      ratePaise,
      amountPaise: lineAmountPaise(areaSqft * 100, ratePaise),
    },
  ];
  return {
    quoteRequestId: requestId,
    brandId,
    version: 1,
    grade,
    lines: priced,
    ...offerTotals(priced.map((line) => line.amountPaise)),
    included: "Design, materials, carpentry, installation and site supervision.",
    excluded: "Civil work, appliances, loose furniture.",
    timelineWeeks: { basic: 6, premium: 9, luxury: 14 }[grade],
    paymentStages: STAGES,
    warrantyYears: { basic: 1, premium: 5, luxury: 10 }[grade],
    validUntil: new Date(at.getTime() + 30 * DAY).toISOString().slice(0, 10),
    messageId: messageId ?? null,
    acceptedAt: acceptedAt ?? null,
    createdAt: at,
  };
}

/** A whole-rupee rate per sq ft within the city's published range for the grade. */
function ratePaise(rnd: Random, citySlug: string, grade: Grade): number {
  const tier = priceTiersForCity(citySlug).find((t) => t.key === grade);
  if (!tier) throw new Error(`no ${grade} price tier for ${citySlug}`);
  return rnd.int(tier.min, tier.max) * 100;
}

/**
 * Requests in each dedicated city answered with offers, OFFERS_PER_GRADE per grade from BRANDS_PER_CITY of its
 * brands, within the last year; the premium ones in one locality, so that locality has figures of its own.
 */
async function cityOffers(tx: Executor, rnd: Random, brands: GeneratedBrand[], now: Date) {
  const requests: RequestRow[] = [];
  const recipients: LeadRow[] = [];
  const rows: Offered[] = [];
  for (const city of DEDICATED_CITIES) {
    const [place] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.slug, city.slug));
    const [locality] = place
      ? await tx
          .select({ id: localities.id, name: localities.name })
          .from(localities)
          .where(eq(localities.cityId, place.id))
          .orderBy(asc(localities.name))
          .limit(1)
      : [];
    const theirs = brands.filter((brand) => brand.citySlug === city.slug).slice(0, BRANDS_PER_CITY);
    if (!place || !locality || theirs.length < BRANDS_PER_CITY) throw new Error(`too little demo data in ${city.slug}`);
    for (const grade of GRADES) {
      for (let i = 0; i < OFFERS_PER_GRADE; i++) {
        const brand = theirs[i % theirs.length] as GeneratedBrand;
        const at = new Date(now.getTime() - rnd.float(5, 300) * DAY);
        const areaSqft = rnd.int(55, 220) * 10;
        const id = randomUUID();
        const inLocality = grade === "premium";
        requests.push({
          id,
          name: `${rnd.pick(FIRST_NAMES)} ${rnd.pick(SURNAMES)}`,
          phone: `+9198${String(rnd.int(0, 99_999_999)).padStart(8, "0")}`,
          location: inLocality ? `${locality.name}, ${city.name}` : city.name,
          requirement: `Full interiors for a ${areaSqft.toLocaleString("en-IN")} sq ft flat`,
          areaSqft,
          cityId: place.id,
          localityId: inLocality ? locality.id : null,
          brandId: brand.id,
          createdAt: at,
        });
        const respondedAt = new Date(at.getTime() + rnd.float(1, 20) * 60 * 60 * 1000);
        recipients.push({
          quoteRequestId: id,
          brandId: brand.id,
          createdAt: at,
          notifiedAt: at,
          status: "contacted",
          respondedAt,
          statusChangedAt: respondedAt,
        });
        rows.push({
          requestId: id,
          brandId: brand.id,
          grade,
          areaSqft,
          ratePaise: ratePaise(rnd, city.slug, grade),
          at: respondedAt,
        });
      }
    }
  }
  return { requests, recipients, rows };
}

/**
 * The demo homeowner's request to the designer and one more brand gets an offer from each (announced in their
 * threads), so the comparison has two columns; its area is set so both show ₹ per sq ft.
 */
async function homeownerOffers(
  tx: Executor,
  input: { owned: string; designer: string; homeowner: string; now: Date },
): Promise<number> {
  const [request] = await tx
    .select({ id: quoteRequests.id, createdAt: quoteRequests.createdAt })
    .from(quoteRequests)
    .innerJoin(leads, eq(leads.quoteRequestId, quoteRequests.id))
    .where(and(eq(quoteRequests.userId, input.homeowner), eq(leads.brandId, input.owned)))
    .limit(1);
  if (!request) throw new Error("the demo homeowner has no request to the designer");
  const [other] = await tx
    .select({ brandId: leads.brandId })
    .from(leads)
    .where(and(eq(leads.quoteRequestId, request.id), ne(leads.brandId, input.owned)))
    .limit(1);
  if (!other) throw new Error("the demo homeowner's request went to the designer alone");
  const areaSqft = 1450;
  await tx.update(quoteRequests).set({ areaSqft }).where(eq(quoteRequests.id, request.id));
  const sent = [
    // About ₹21.4 and ₹20 lakh with GST: within the request's ₹15–25 lakh and the "₹18 to ₹22 lakh" the designer wrote.
    { brandId: input.owned, authorId: input.designer, grade: "premium" as const, rates: [1000, 250, 60] },
    { brandId: other.brandId, authorId: null, grade: "premium" as const, rates: [900, 280, 55] },
  ];
  const descriptions = ["Modular kitchen, wardrobes and living unit", "False ceiling with lighting", "Painting"];
  for (const [i, offer] of sent.entries()) {
    const at = new Date(input.now.getTime() - (2 - i) * 60 * 60 * 1000);
    const lines: OfferLine[] = offer.rates.map((rate, n) => {
      const quantityHundredths = (n === 0 ? areaSqft : Math.round(areaSqft * 0.8)) * 100;
      return {
        description: descriptions[n] as string,
        unit: "sq_ft",
        quantityHundredths,
        ratePaise: rate * 100,
        amountPaise: lineAmountPaise(quantityHundredths, rate * 100),
      };
    });
    const row = offerRow({
      requestId: request.id,
      brandId: offer.brandId,
      grade: offer.grade,
      areaSqft,
      ratePaise: 0,
      at,
      lines,
    });
    const [message] = await tx
      .insert(leadMessages)
      .values({
        quoteRequestId: request.id,
        brandId: offer.brandId,
        authorSide: "brand",
        authorId: offer.authorId,
        body: offerAnnouncement(1, row),
        createdAt: at,
      })
      .returning({ id: leadMessages.id });
    await tx.insert(offers).values({ ...row, messageId: message?.id ?? null, authorId: offer.authorId });
  }
  await tx
    .update(leads)
    .set({ status: "contacted", respondedAt: sql`coalesce(${leads.respondedAt}, ${input.now})` })
    .where(and(eq(leads.quoteRequestId, request.id), eq(leads.brandId, other.brandId)));
  return sent.length;
}

/**
 * One homeowner who reviewed the designer's brand hired it through Nivasa months before: a won lead with an
 * accepted offer, so their review shows "Hired via Nivasa".
 */
async function designerHire(tx: Executor, input: { owned: string; reviewers: Reviewer[]; now: Date }): Promise<number> {
  const [reviewer] = await tx
    .select({ userId: reviews.userId, reviewedAt: reviews.createdAt })
    .from(reviews)
    .where(
      and(
        eq(reviews.brandId, input.owned),
        inArray(
          reviews.userId,
          input.reviewers.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(reviews.createdAt))
    .limit(1);
  if (!reviewer) throw new Error("nobody reviewed the designer's brand");
  const at = new Date(reviewer.reviewedAt.getTime() - 120 * DAY);
  const acceptedAt = new Date(at.getTime() + 6 * DAY);
  const id = randomUUID();
  const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.slug, "chennai"));
  await tx.insert(quoteRequests).values({
    id,
    userId: reviewer.userId,
    name: input.reviewers.find((r) => r.id === reviewer.userId)?.firstName ?? "Homeowner",
    phone: "+919840012345",
    location: "Chennai",
    requirement: "Full interiors for a 2 BHK",
    areaSqft: 950,
    cityId: city?.id ?? null,
    brandId: input.owned,
    status: "closed",
    closedAt: acceptedAt,
    closeReason: "found_designer",
    createdAt: at,
  });
  await tx.insert(leads).values({
    quoteRequestId: id,
    brandId: input.owned,
    createdAt: at,
    notifiedAt: at,
    status: "won",
    respondedAt: new Date(at.getTime() + 2 * 60 * 60 * 1000),
    statusChangedAt: acceptedAt,
  });
  await tx.insert(offers).values(
    offerRow({
      requestId: id,
      brandId: input.owned,
      grade: "premium",
      areaSqft: 950,
      ratePaise: 2000_00,
      at,
      acceptedAt,
    }),
  );
  return 1;
}

/** The other payment schedule brands' standard terms use. */
const SHORT_STAGES = [
  { label: "Booking", percent: 20 },
  { label: "Production", percent: 60 },
  { label: "Handover", percent: 20 },
];

/**
 * Standard terms for about two brands in three (the designer's brand always), so the brand pages, the cards
 * and the listing's terms filters have something to show on a fresh start.
 */
async function brandTerms(tx: Executor, rnd: Random, generated: GeneratedBrand[], owned: string) {
  const terms = generated.flatMap((brand) => {
    const designer = brand.id === owned;
    if (!designer && rnd.float(0, 1) > 0.65) return [];
    return [
      {
        id: brand.id,
        warranty: designer ? 10 : rnd.pick([1, 2, 3, 5, 5, 10]),
        weeks: designer ? 8 : rnd.int(4, 16),
        stages: JSON.stringify(designer ? STAGES : rnd.pick([STAGES, SHORT_STAGES])),
        visit: designer || rnd.float(0, 1) < 0.6,
        design: designer || rnd.float(0, 1) < 0.35,
        emi: rnd.float(0, 1) < 0.25,
      },
    ];
  });
  const column = <K extends keyof (typeof terms)[number]>(key: K, type: string) =>
    sql`${sql.param(terms.map((t) => t[key]))}::${sql.raw(type)}[]`;
  await tx.execute(sql`update ${brands} b set warranty_years = u.warranty, typical_timeline_weeks = u.weeks,
      payment_stages = u.stages::jsonb, free_site_visit = u.visit, free_design_3d = u.design, emi_available = u.emi
    from unnest(${column("id", "uuid")}, ${column("warranty", "int")}, ${column("weeks", "int")},
      ${column("stages", "text")}, ${column("visit", "bool")}, ${column("design", "bool")}, ${column("emi", "bool")})
      as u(id, warranty, weeks, stages, visit, design, emi)
    where b.id = u.id`);
}

/**
 * Offers for the demo, after the leads: across the six dedicated cities (so price figures show at once), two on
 * the demo homeowner's request (the comparison), and the designer's brand hired by one of its reviewers. The
 * price figures are rebuilt at the end. Returns how many offers there are.
 */
export async function seedDemoOffers(
  tx: Executor,
  input: {
    brands: GeneratedBrand[];
    owned: string;
    designer: string;
    homeowner: string;
    reviewers: Reviewer[];
    now: Date;
  },
): Promise<number> {
  const rnd = createRandom(53);
  const { requests, recipients, rows } = await cityOffers(tx, rnd, input.brands, input.now);
  await bulkInsert(tx, quoteRequests, requests);
  await bulkInsert(tx, leads, recipients);
  // A plain insert: bulkInsert's unnest would take the jsonb arrays (lines, stages) apart.
  await tx.insert(offers).values(rows.map(offerRow));
  await brandTerms(tx, rnd, input.brands, input.owned);
  const count = rows.length + (await homeownerOffers(tx, input)) + (await designerHire(tx, input));
  await rebuildPriceFigures(tx, input.now);
  return count;
}
