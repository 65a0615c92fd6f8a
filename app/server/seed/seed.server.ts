import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, desc, eq, inArray, isNull, like, sql } from "drizzle-orm";
import { cityFaqs, dedicatedCity } from "~/content/cities";
import type { FaqItem } from "~/content/directory";
import type { Db, Executor } from "~/db/client.server";
import {
  accounts,
  brandProfiles,
  brands,
  cities,
  claims,
  imageLikes,
  interiorListings,
  portfolioImages,
  profiles,
  reviews,
  seoPages,
  users,
} from "~/db/schema";
import { setAlertChannel } from "~/features/alerts/alerts.api.server";
import { ratingFromReviews } from "~/features/reviews/reviews.server";
import { createRandom } from "~/lib/random";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { bulkInsert } from "./bulk-insert.server";
import { type CatalogResult, DEMO_CATALOG, generateCatalog } from "./catalog.server";
import { seedDemoHandovers } from "./demo-handovers.server";
import { seedDemoLeads } from "./demo-leads.server";
import { seedDemoOffers } from "./demo-offers.server";
import { seedDemoProject } from "./demo-project.server";
import { storeDemoProof } from "./demo-proofs.server";
import { brandReviews, type Reviewer, reviewCountFor } from "./demo-reviews";
import { FIRST_NAMES, SURNAMES } from "./words";

/** Password of the three demo accounts (README). */
export const DEMO_PASSWORD = "nivasa-demo";

/** The demo accounts; the designer and the homeowner also sign in with their verified mobile number (README). */
export const DEMO_ACCOUNTS = {
  admin: { email: "admin@nivasa.test", name: "Asha Admin", role: "admin", phone: null },
  designer: { email: "designer@nivasa.test", name: "Dev Designer", role: "brand", phone: "+919000000002" },
  homeowner: { email: "homeowner@nivasa.test", name: "Hema Homeowner", role: "user", phone: "+919000000001" },
} as const;

const DAY = 24 * 60 * 60 * 1000;
/** Reviewer accounts: more than the most-reviewed brand needs, so each reviewer wrote only a few reviews. */
const REVIEWERS = 240;

/** True once the reference data (cities) is in: the demo seed then never runs again on its own. */
export async function isSeeded(db: Executor): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(cities).limit(1);
  return row !== undefined;
}

/**
 * Loads the demo dataset in one transaction: the catalog (DEMO_CATALOG), the three demo accounts,
 * reviewers, the designer's claimed brand, reviews of nearly every brand (owner replies on the
 * designer's), claims in every status, a few SEO pages, leads (demo-leads.server.ts) and offers with the price
 * figures they make (demo-offers.server.ts).
 */
export async function seedDemoData(db: Db, documents: ObjectStorage): Promise<Record<string, number>> {
  // Hashing (scrypt) is slow and needs no database: do it before the transaction opens.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  return db.transaction(async (tx) => {
    const catalog = await generateCatalog(tx, { ...DEMO_CATALOG, now });
    const people = await createPeople(tx, passwordHash, now);
    // The demo designer gets WhatsApp alerts on their demo number: a quote to their brand shows one in DATA_DIR/outbox.
    await setAlertChannel(tx, {
      userId: people.designer,
      channel: "whatsapp",
      enabled: true,
      phoneNumber: DEMO_ACCOUNTS.designer.phone,
      page: "/profile",
      via: "demo",
    });
    const owned = await giveDesignerBrand(tx, catalog, people.designer, now);
    const reviewCount = await writeReviews(tx, catalog, owned, people.reviewers, now);
    await likeImages(tx, people.reviewers, people.homeowner, now);
    const claimCount = await fileClaims(tx, people, now, documents);
    const seoCount = await addSeoPages(tx);
    const leadCount = await seedDemoLeads(tx, documents, {
      ...catalog,
      ...people,
      owned,
      now,
      homeownerName: DEMO_ACCOUNTS.homeowner.name,
    });
    const offerCount = await seedDemoOffers(tx, { ...catalog, ...people, owned, now });
    const projectCount = await seedDemoProject(tx, documents, {
      ...people,
      owned,
      now,
      homeownerName: DEMO_ACCOUNTS.homeowner.name,
    });
    const handedOver = await seedDemoHandovers(tx, { ...catalog, ...people, owned, now });
    return {
      cities: catalog.cities,
      localities: catalog.localities,
      brands: catalog.brands.length,
      listings: catalog.listings,
      approvedImages: catalog.approvedImages,
      pendingImages: catalog.pendingImages,
      users: 3 + people.reviewers.length,
      reviews: reviewCount,
      claims: claimCount,
      seoPages: seoCount,
      quoteRequests: leadCount,
      offers: offerCount,
      projects: projectCount + handedOver,
    };
  });
}

interface People {
  admin: string;
  designer: string;
  homeowner: string;
  reviewers: Reviewer[];
}

async function createPeople(tx: Executor, passwordHash: string, now: Date): Promise<People> {
  const ids = { admin: randomUUID(), designer: randomUUID(), homeowner: randomUUID() };
  const demo = (Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]).map((key, i) => ({
    id: ids[key],
    ...DEMO_ACCOUNTS[key],
    createdAt: new Date(now.getTime() - (400 - i * 9) * DAY),
  }));
  // Reviewers (and claimants) have no credential account: they exist to have written reviews and can't sign in.
  const rnd = createRandom(7);
  const names = FIRST_NAMES.flatMap((first) => SURNAMES.map((last) => ({ first, last })));
  const reviewers = rnd.sample(names, REVIEWERS).map(({ first, last }, i) => ({
    id: randomUUID(),
    name: `${first} ${last}`,
    email: `${first}.${last}.${i + 1}@example.in`.toLowerCase(),
    role: "user" as const,
    createdAt: new Date(now.getTime() - rnd.float(740, 1400) * DAY),
  }));
  const everyone = [...demo, ...reviewers];
  await bulkInsert(
    tx,
    users,
    everyone.map((u) => ({ id: u.id, name: u.name, email: u.email, emailVerified: true, createdAt: u.createdAt })),
  );
  for (const person of demo) {
    if (!person.phone) continue;
    await tx.update(users).set({ phoneNumber: person.phone, phoneNumberVerified: true }).where(eq(users.id, person.id));
  }
  await bulkInsert(
    tx,
    profiles,
    everyone.map((u) => ({ userId: u.id, fullName: u.name, role: u.role })),
  );
  await tx.insert(accounts).values(
    demo.map((u) => ({
      id: randomUUID(),
      accountId: u.id,
      providerId: "credential",
      userId: u.id,
      password: passwordHash,
    })),
  );
  return { ...ids, reviewers: reviewers.map((r) => ({ id: r.id, firstName: r.name.split(" ")[0] })) };
}

/** The demo designer owns one Chennai brand (a user owns at most one), verified, with a portfolio. */
async function giveDesignerBrand(tx: Executor, catalog: CatalogResult, designer: string, now: Date): Promise<string> {
  const primary = catalog.brands.find((b) => b.citySlug === "chennai");
  if (!primary) throw new Error("the demo catalog has no Chennai brand");
  await tx
    .update(brands)
    .set({ claimedBy: designer, claimedAt: new Date(now.getTime() - 120 * DAY), isVerified: true })
    .where(eq(brands.id, primary.id));
  await tx.insert(brandProfiles).values({
    userId: designer,
    brandId: primary.id,
    businessName: primary.brandName,
    contactPerson: DEMO_ACCOUNTS.designer.name,
    contactEmail: DEMO_ACCOUNTS.designer.email,
  });
  // A fuller portfolio for the dashboard: Chennai projects, some still waiting for moderation.
  const move = async (approved: boolean, count: number) => {
    const ids = tx
      .select({ id: portfolioImages.id })
      .from(portfolioImages)
      .where(and(eq(portfolioImages.isApproved, approved), like(portfolioImages.projectLocation, "%, Chennai")))
      .orderBy(desc(portfolioImages.createdAt))
      .limit(count);
    await tx.update(portfolioImages).set({ brandId: primary.id }).where(inArray(portfolioImages.id, ids));
  };
  await move(true, 14);
  await move(false, 4);
  return primary.id;
}

/**
 * Reviews of nearly every brand by the reviewer accounts (the demo accounts write none, so browser tests
 * can), then every brand's rating and review count recomputed from them with the reviews feature's SQL.
 * The designer's brands have several reviews, most answered by the owner, the newest still unanswered.
 */
async function writeReviews(
  tx: Executor,
  catalog: CatalogResult,
  owned: string,
  reviewers: Reviewer[],
  now: Date,
): Promise<number> {
  const rnd = createRandom(11);
  const rows = catalog.brands.flatMap((brand) => {
    const isOwned = brand.id === owned;
    let count = reviewCountFor(rnd, brand, now);
    if (isOwned) count = rnd.int(14, 18);
    return brandReviews(rnd, brand, reviewers, count, { now, ownerReplies: isOwned });
  });
  await bulkInsert(tx, reviews, rows);
  await tx.update(brands).set(ratingFromReviews(brands.id));
  return rows.length;
}

/**
 * Likes are rows, and every image's likes_count is the number of its rows. The catalog's likes_count is how
 * popular an image should look: that many reviewers (at most all of them) like it, on days between its upload and now. The homeowner has liked a few of the most popular.
 */
async function likeImages(tx: Executor, reviewers: Reviewer[], homeowner: string, now: Date): Promise<void> {
  const reviewerIds = reviewers.map((r) => r.id);
  // Reviewer n of an image's likes is the reviewer n places after one picked by a hash of the image.
  await tx.execute(sql`
    insert into ${imageLikes} (image_id, user_id, created_at)
    select i.id, (${sql.param(reviewerIds)}::text[])[(abs(hashtext(i.id::text)) + n) % ${reviewerIds.length} + 1],
      i.created_at + (${now.toISOString()}::timestamptz - i.created_at) * ((n * 37 % 101) / 100.0)
    from ${portfolioImages} i, generate_series(0, least(i.likes_count, ${reviewerIds.length}) - 1) n
    where i.is_approved`);
  const top = await tx
    .select({ id: portfolioImages.id })
    .from(portfolioImages)
    .where(eq(portfolioImages.isApproved, true))
    .orderBy(desc(portfolioImages.likesCount), desc(portfolioImages.id))
    .limit(4);
  await tx.insert(imageLikes).values(top.map(({ id }) => ({ imageId: id, userId: homeowner })));
  await tx.update(portfolioImages).set({
    likesCount: sql`(select count(*)::int from ${imageLikes} where ${imageLikes.imageId} = ${portfolioImages.id})`,
  });
}

/**
 * Listing claims in every status; every other one carries a proof document, stored privately as a claimant's
 * upload is (so the review dialog's document link works on the demo).
 */
async function fileClaims(tx: Executor, people: People, now: Date, documents: ObjectStorage): Promise<number> {
  const listings = await tx
    .select({ id: interiorListings.id, name: interiorListings.name, businessName: interiorListings.businessName })
    .from(interiorListings)
    .where(eq(interiorListings.status, "unclaimed"))
    .orderBy(interiorListings.name)
    .limit(7);
  const statuses = ["new", "new", "new", "approved", "approved", "rejected", "rejected"] as const;
  const notes: Record<(typeof statuses)[number], string | null> = {
    new: null,
    approved: "Verified the GST certificate and called the listed number.",
    rejected: "The business proof does not match the listing name.",
  };
  const proofs = await Promise.all(
    listings.map((listing, i) =>
      i % 2 === 0 ? storeDemoProof(documents, listing.businessName ?? listing.name) : null,
    ),
  );
  const rows = listings.map((listing, i) => {
    const status = statuses[i];
    const claimant = people.reviewers[(i + 5) % people.reviewers.length].id;
    const createdAt = new Date(now.getTime() - (30 - i * 3) * DAY);
    return {
      listing,
      claimant,
      row: {
        listingId: listing.id,
        userId: claimant,
        fullName: listing.name,
        businessName: listing.businessName,
        email: `${listing.name.toLowerCase().replace(/[^a-z]+/g, ".")}@gmail.com`,
        mobile: `+91 9${8000 + i * 113} ${40_000 + i * 731}`,
        businessProofUrl: proofs[i] ?? null,
        messageToAdmin: i % 3 === 0 ? "This is my studio — please link the listing to my account." : null,
        status,
        adminNotes: notes[status],
        processedAt: status === "new" ? null : new Date(createdAt.getTime() + 2 * DAY),
        processedBy: status === "new" ? null : people.admin,
        createdAt,
      } satisfies typeof claims.$inferInsert,
    };
  });
  if (rows.length === 0) return 0;
  await tx.insert(claims).values(rows.map((r) => r.row));
  for (const { listing, claimant, row } of rows) {
    if (row.status !== "approved") continue;
    await tx
      .update(interiorListings)
      .set({ status: "verified", verifiedAt: row.processedAt, claimedBy: claimant })
      .where(eq(interiorListings.id, listing.id));
  }
  return rows.length + (await fileBrandClaims(tx, people, now, documents));
}

/**
 * Brand claims for the admin's review queue: two waiting (one with a message, the other with a proof document),
 * one rejected earlier.
 */
async function fileBrandClaims(tx: Executor, people: People, now: Date, documents: ObjectStorage): Promise<number> {
  const unclaimed = await tx
    .select({ id: brands.id, brandName: brands.brandName })
    .from(brands)
    .where(isNull(brands.claimedBy))
    .orderBy(desc(brands.brandName))
    .limit(3);
  const statuses = ["new", "new", "rejected"] as const;
  const proofs = await Promise.all(
    unclaimed.map((brand, i) => (i === 1 ? storeDemoProof(documents, brand.brandName) : null)),
  );
  const rows = unclaimed.map((brand, i) => {
    const claimant = people.reviewers[(i + 40) % people.reviewers.length];
    const createdAt = new Date(now.getTime() - (6 - i * 2) * DAY);
    const rejected = statuses[i] === "rejected";
    return {
      brandId: brand.id,
      userId: claimant.id,
      fullName: `${claimant.firstName} ${brand.brandName.split(" ")[0]}`,
      businessName: brand.brandName,
      email: `${claimant.firstName.toLowerCase()}.studio${i + 1}@gmail.com`,
      mobile: `+91 9${7100 + i * 211} ${52_000 + i * 613}`,
      messageToAdmin: i === 0 ? "I run this studio; our website lists a different email than my account." : null,
      businessProofUrl: proofs[i] ?? null,
      status: statuses[i],
      adminNotes: rejected ? "No document tying the claimant to this studio." : null,
      processedAt: rejected ? new Date(createdAt.getTime() + DAY) : null,
      processedBy: rejected ? people.admin : null,
      createdAt,
    } satisfies typeof claims.$inferInsert;
  });
  if (rows.length > 0) await tx.insert(claims).values(rows);
  return rows.length;
}

/**
 * Demo overrides set descriptions, keywords and structured data only: the flagship pages keep their own titles
 * and headings (e.g. 'Interior Designers in Chennai | Nivasa') until an admin changes them in /admin/seo.
 */
async function addSeoPages(tx: Executor): Promise<number> {
  const pages: (typeof seoPages.$inferInsert)[] = [
    {
      pageType: "home",
      pageIdentifier: "",
      metaDescription:
        "Compare verified interior designers in your city, browse thousands of design ideas and get free quotes for your home.",
      metaKeywords: "interior designers, home interiors, interior design ideas, India",
      ogDescription: "Find, compare and contact interior designers across India.",
      twitterDescription: "Find, compare and contact interior designers across India.",
      schemaMarkup: { "@context": "https://schema.org", "@type": "WebSite", name: "Nivasa", inLanguage: "en-IN" },
    },
    {
      pageType: "city_page",
      pageIdentifier: "chennai",
      metaDescription:
        "Hire top interior designers in Chennai for homes in Adyar, Anna Nagar, OMR and more. Compare portfolios, prices and reviews.",
      metaKeywords: "interior designers Chennai, home interiors Chennai, modular kitchen Chennai",
      ogDescription: "Verified interior designers across Chennai's neighbourhoods.",
      schemaMarkup: faqSchema(cityFaqs({ slug: "chennai", name: "Chennai", homes: dedicatedCity("chennai")?.homes })),
    },
    {
      pageType: "locality_page",
      pageIdentifier: "chennai/adyar",
      metaDescription:
        "Top-rated interior designers serving Adyar, Chennai: portfolios, prices per sq ft and contact details.",
    },
    {
      pageType: "design_ideas_hub",
      pageIdentifier: "",
      metaDescription: "Browse living room, bedroom, kitchen and bathroom ideas from verified designers across India.",
    },
    {
      pageType: "interior_designers",
      pageIdentifier: "",
      metaTitle: "Interior Designers in India | Compare Prices & Portfolios",
      metaDescription: "Draft: a shorter description for the India-wide designers page.",
      isActive: false,
    },
  ];
  await tx.insert(seoPages).values(pages);
  return pages.length;
}

/** The city page's visible FAQ as FAQPage structured data (search engines want the questions on the page). */
function faqSchema(items: FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
