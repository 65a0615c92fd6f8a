import { verifyPassword } from "better-auth/crypto";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  COLOR_PALETTES,
  COST_RANGES,
  DESIGN_STYLES,
  KITCHEN_LAYOUTS,
  LEAD_STATUSES,
  ROOM_TYPES,
  SPACE_SIZES,
} from "~/content/catalog";
import { DEDICATED_CITY_SLUGS, PLACES } from "~/content/places";
import { priceTiersForCity } from "~/content/pricing";
import {
  accounts,
  brandProfiles,
  brandProjectRecords,
  brands,
  cities,
  claims,
  interiorListings,
  leadMessageAttachments,
  leadMessages,
  leads,
  localities,
  offers,
  portfolioImages,
  profiles,
  projectEvents,
  projectSnags,
  projects,
  quoteRequests,
  reviews,
  seoPages,
  users,
} from "~/db/schema";
import type { Viewer } from "~/features/auth/viewer.server";
import { claimProofResponse } from "~/features/claims/proof.server";
import { unreadFor } from "~/features/conversations/thread/messages.server";
import { threadMessages } from "~/features/conversations/thread/thread.server";
import { threadAccess } from "~/features/conversations/thread/thread-access.server";
import { priceFiguresFor } from "~/features/offers/offers.api.server";
import {
  homeownerProjects,
  openProject,
  projectFileResponse,
  projectRecordOf,
} from "~/features/projects/projects.api.server";
import { brandReviewList } from "~/features/reviews/reviews.api.server";
import type { DiskStorage } from "~/services/storage/disk-storage.server";
import { describeEachDatabase, queryRows } from "~/testing/database.server";
import { createTestDiskStorage, type TestStorage } from "~/testing/storage.server";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isSeeded, seedDemoData } from "./seed.server";

describeEachDatabase("demo seed", (getDb) => {
  let documents: TestStorage<DiskStorage>;
  beforeAll(async () => {
    expect(await isSeeded(getDb())).toBe(false);
    documents = await createTestDiskStorage();
    const started = Date.now();
    await seedDemoData(getDb(), documents.storage);
    // The budget is 15 s on an idle machine (~3 s measured); the bound leaves room for a busy CI box.
    expect(Date.now() - started).toBeLessThan(45_000);
  }, 120_000);
  afterAll(() => documents?.close());

  it("marks the database as seeded", async () => {
    expect(await isSeeded(getDb())).toBe(true);
  });

  it("has every city with its state and twelve spec localities for the six dedicated cities", async () => {
    const rows = await getDb()
      .select({ city: cities.slug, state: cities.state, locality: localities.slug })
      .from(localities)
      .innerJoin(cities, eq(cities.id, localities.cityId));
    for (const place of PLACES) {
      const slugs = rows.filter((r) => r.city === place.slug).map((r) => r.locality);
      expect(rows.find((r) => r.city === place.slug)?.state).toBe(place.state);
      if ((DEDICATED_CITY_SLUGS as readonly string[]).includes(place.slug)) expect(slugs).toHaveLength(12);
      else expect(slugs.length).toBeGreaterThanOrEqual(4);
    }
    const chennai = rows.filter((r) => r.city === "chennai").map((r) => r.locality);
    expect(chennai.sort()).toEqual(
      [
        "anna-nagar",
        "t-nagar",
        "adyar",
        "velachery",
        "omr-it-corridor",
        "ecr",
        "tambaram",
        "mylapore",
        "porur",
        "chromepet",
        "sholinganallur",
        "pallikaranai",
      ].sort(),
    );
    expect(rows.filter((r) => r.city === "bangalore").map((r) => r.locality)).toContain("hsr-layout");
    expect(rows.filter((r) => r.city === "delhi").map((r) => r.locality)).toContain("greater-kailash");
  });

  it("loads about 200 brands with city costs inside the city's tiers and plausible contact details", async () => {
    const rows = await getDb()
      .select({
        city: cities.slug,
        min: brands.minProjectCost,
        max: brands.maxProjectCost,
        phone: brands.phone,
        email: brands.email,
        website: brands.websiteUrl,
        areas: brands.areasServed,
        specialties: brands.styleSpecialties,
        about: brands.about,
        verified: brands.isVerified,
      })
      .from(brands)
      .innerJoin(cities, eq(cities.id, brands.cityId));
    expect(rows).toHaveLength(200);
    for (const row of rows) {
      const tiers = priceTiersForCity(row.city);
      expect(row.min).toBeGreaterThanOrEqual(tiers[0].min);
      expect(row.max).toBeLessThanOrEqual(tiers[2].max);
      expect(row.min!).toBeLessThan(row.max!);
      expect(row.phone).toMatch(/^\+91 [6-9]\d{4} \d{5}$/);
      expect(row.email).toMatch(/^[a-z]+@[a-z0-9]+\.(in|com|co\.in)$/);
      expect(row.website).toMatch(/^https:\/\/www\./);
      expect(row.areas.length).toBeGreaterThanOrEqual(2);
      expect(row.specialties.length).toBeGreaterThanOrEqual(2);
      expect(row.about?.split("\n").length).toBeGreaterThanOrEqual(3);
    }
    const big = rows.filter((r) => (DEDICATED_CITY_SLUGS as readonly string[]).includes(r.city)).length;
    expect(big).toBeGreaterThan(rows.length * 0.6);
    const verified = rows.filter((r) => r.verified).length / rows.length;
    expect(verified).toBeGreaterThan(0.45);
    expect(verified).toBeLessThan(0.75);
  });

  it("covers every room, style, colour, size, kitchen layout and cost range among approved images", async () => {
    const approved = await getDb()
      .select({
        room: portfolioImages.roomType,
        style: portfolioImages.designStyle,
        color: portfolioImages.colorPalette,
        size: portfolioImages.spaceSize,
        layout: portfolioImages.layoutType,
        cost: portfolioImages.projectCostRange,
        featured: portfolioImages.isFeatured,
      })
      .from(portfolioImages)
      .where(eq(portfolioImages.isApproved, true));
    expect(approved).toHaveLength(800);
    const seen = (pick: (r: (typeof approved)[number]) => string | null) => new Set(approved.map(pick));
    expect(seen((r) => r.room)).toEqual(new Set(ROOM_TYPES));
    expect(seen((r) => r.style)).toEqual(new Set(DESIGN_STYLES));
    expect(seen((r) => r.color)).toEqual(new Set(COLOR_PALETTES));
    expect(seen((r) => r.size)).toEqual(new Set(SPACE_SIZES));
    expect(seen((r) => r.cost)).toEqual(new Set(COST_RANGES));
    expect(new Set(approved.filter((r) => r.room === "kitchen").map((r) => r.layout))).toEqual(
      new Set(KITCHEN_LAYOUTS),
    );
    expect(approved.every((r) => (r.room === "kitchen") === (r.layout !== null))).toBe(true);
    expect(approved.filter((r) => r.featured).length).toBeGreaterThanOrEqual(8);

    const [pending] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(portfolioImages)
      .where(eq(portfolioImages.isApproved, false));
    expect(pending.n).toBe(40);
  });

  it("creates the three demo accounts with their roles and the demo password", async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const [row] = await getDb()
        .select({
          verified: users.emailVerified,
          role: profiles.role,
          fullName: profiles.fullName,
          hash: accounts.password,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
        .where(eq(users.email, account.email));
      expect(row).toMatchObject({ verified: true, role: account.role, fullName: account.name });
      expect(await verifyPassword({ hash: row.hash!, password: DEMO_PASSWORD })).toBe(true);
    }
  });

  it("gives the designer one claimed brand and a brand profile with a portfolio awaiting moderation", async () => {
    const [designer] = await getDb()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.designer.email));
    const owned = await getDb()
      .select({ id: brands.id, claimedAt: brands.claimedAt })
      .from(brands)
      .where(eq(brands.claimedBy, designer.id));
    expect(owned).toHaveLength(1);
    expect(owned[0].claimedAt).toBeInstanceOf(Date);
    const [profile] = await getDb().select().from(brandProfiles).where(eq(brandProfiles.userId, designer.id));
    expect(profile.brandId).toBe(owned[0].id);
    expect(profile.contactPerson).toBe("Dev Designer");
    const images = await getDb()
      .select({ approved: portfolioImages.isApproved })
      .from(portfolioImages)
      .where(eq(portfolioImages.brandId, profile.brandId));
    expect(images.filter((i) => i.approved).length).toBeGreaterThanOrEqual(10);
    expect(images.filter((i) => !i.approved).length).toBeGreaterThanOrEqual(4);
    const [unclaimed] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(brands)
      .where(isNull(brands.claimedBy));
    expect(unclaimed.n).toBe(199);
  });

  it("gives every brand exactly the rating and review count its review rows give", async () => {
    const mismatched = await queryRows<{ slug: string }>(
      getDb(),
      sql`select b.slug from brands b
          left join (select brand_id, round(avg(rating)::numeric, 1) as average, count(*)::int as n
                     from reviews group by brand_id) r on r.brand_id = b.id
          where b.rating is distinct from r.average or b.review_count <> coalesce(r.n, 0)`,
    );
    expect(mismatched).toEqual([]);
    const [unbacked] = await queryRows<{ n: number }>(
      getDb(),
      sql`select count(*)::int as n from brands b
          where b.review_count > 0 and not exists (select 1 from reviews r where r.brand_id = b.id)`,
    );
    expect(unbacked.n).toBe(0);
  });

  it("backs every image's likes with like rows, from reviewers and the homeowner, dated after the upload", async () => {
    const mismatched = await queryRows<{ id: string }>(
      getDb(),
      sql`select i.id from portfolio_images i
          where i.likes_count <> (select count(*) from image_likes l where l.image_id = i.id)`,
    );
    expect(mismatched).toEqual([]);
    const [likes] = await queryRows<{ rows: number; liked: number; popular: number; early: number }>(
      getDb(),
      sql`select count(*)::int as rows, count(distinct l.image_id)::int as liked,
            (select count(*)::int from portfolio_images where likes_count >= 40) as popular,
            count(*) filter (where l.created_at < i.created_at)::int as early
          from image_likes l join portfolio_images i on i.id = l.image_id`,
    );
    expect(likes.liked).toBeGreaterThan(700);
    expect(likes.popular).toBeGreaterThan(100);
    expect(likes.early).toBe(0);
    const [pending] = await queryRows<{ n: number }>(
      getDb(),
      sql`select count(*)::int as n from image_likes l join portfolio_images i on i.id = l.image_id
          where not i.is_approved`,
    );
    expect(pending.n).toBe(0);
  });

  it("spreads real reviews: a handful of brands without any, most up to 25, a few popular ones up to 40", async () => {
    const counts = (await getDb().select({ n: brands.reviewCount }).from(brands)).map((b) => b.n);
    const none = counts.filter((n) => n === 0).length;
    expect(none).toBeGreaterThanOrEqual(3);
    expect(none).toBeLessThanOrEqual(20);
    expect(counts.filter((n) => n <= 25).length).toBeGreaterThan(counts.length * 0.85);
    expect(Math.max(...counts)).toBeGreaterThan(25);
    expect(Math.max(...counts)).toBeLessThanOrEqual(40);
    const unrated = await getDb().select({ id: brands.id }).from(brands).where(isNull(brands.rating));
    expect(unrated).toHaveLength(none);

    const stars = await getDb()
      .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
      .from(reviews)
      .groupBy(reviews.rating);
    const total = stars.reduce((sum, s) => sum + s.n, 0);
    const share = (pick: (rating: number) => boolean) =>
      stars.filter((s) => pick(s.rating)).reduce((sum, s) => sum + s.n, 0) / total;
    expect(share((r) => r >= 4)).toBeGreaterThan(0.7);
    expect(share((r) => r <= 3)).toBeGreaterThan(0.05);
  });

  it("writes varied review text and plausible dates; only claimed brands have owner replies", async () => {
    const rows = await getDb()
      .select({
        body: reviews.body,
        reply: reviews.reply,
        repliedAt: reviews.repliedAt,
        createdAt: reviews.createdAt,
        brandCreatedAt: brands.createdAt,
        claimedBy: brands.claimedBy,
      })
      .from(reviews)
      .innerJoin(brands, eq(brands.id, reviews.brandId));
    const twoYearsAgo = Date.now() - 731 * 24 * 60 * 60 * 1000;
    for (const row of rows) {
      expect(row.body.length).toBeGreaterThanOrEqual(20);
      expect(row.body.length).toBeLessThanOrEqual(2000);
      expect(row.createdAt.getTime()).toBeGreaterThan(twoYearsAgo);
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(row.brandCreatedAt.getTime());
      expect(row.createdAt.getTime()).toBeLessThan(Date.now());
      expect(row.reply === null).toBe(row.repliedAt === null);
      if (row.reply !== null) {
        expect(row.claimedBy).not.toBeNull();
        expect(row.repliedAt!.getTime()).toBeGreaterThan(row.createdAt.getTime());
        expect(row.repliedAt!.getTime()).toBeLessThan(Date.now());
      }
    }
    expect(new Set(rows.map((r) => r.body)).size).toBeGreaterThan(rows.length * 0.9);
  });

  it("has reviews written by verified reviewer accounts that cannot sign in", async () => {
    const authors = await getDb()
      .selectDistinct({
        id: users.id,
        email: users.email,
        verified: users.emailVerified,
        fullName: profiles.fullName,
        credential: accounts.id,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(accounts, eq(accounts.userId, users.id));
    expect(authors.length).toBeGreaterThanOrEqual(40);
    for (const author of authors) {
      expect(author.credential).toBeNull();
      expect(author.verified).toBe(true);
      expect(author.fullName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      const [first, last] = author.fullName.toLowerCase().split(" ");
      expect(author.email).toMatch(new RegExp(`^${first}\\.${last}\\.\\d+@example\\.in$`));
    }
  });

  it("gives the designer's brand several reviews, one still awaiting a reply, and leaves the homeowner's to write", async () => {
    const [designer] = await getDb()
      .select({ id: users.id, brandId: brandProfiles.brandId })
      .from(users)
      .innerJoin(brandProfiles, eq(brandProfiles.userId, users.id))
      .where(eq(users.email, DEMO_ACCOUNTS.designer.email));
    const owned = await getDb()
      .select({
        id: brands.id,
        n: sql<number>`count(*)::int`,
        replied: sql<number>`count(${reviews.reply})::int`,
      })
      .from(brands)
      .innerJoin(reviews, eq(reviews.brandId, brands.id))
      .where(eq(brands.claimedBy, designer.id))
      .groupBy(brands.id);
    expect(owned).toHaveLength(1);
    for (const brand of owned) {
      expect(brand.n).toBeGreaterThanOrEqual(5);
      expect(brand.replied).toBeGreaterThan(0);
      expect(brand.replied).toBeLessThan(brand.n);
    }
    const demoReviews = await getDb()
      .select({ brandId: reviews.brandId, email: users.email })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(
        inArray(
          users.email,
          Object.values(DEMO_ACCOUNTS).map((a) => a.email),
        ),
      );
    expect(demoReviews.filter((r) => r.brandId === designer.brandId)).toEqual([]);
  });

  it("files claims in every status and verifies the listings of approved claims", async () => {
    const rows = await getDb()
      .select({
        status: claims.status,
        listingStatus: interiorListings.status,
        verifiedAt: interiorListings.verifiedAt,
      })
      .from(claims)
      .innerJoin(interiorListings, eq(interiorListings.id, claims.listingId));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["new", "approved", "rejected"]));
    for (const row of rows) {
      expect(row.listingStatus).toBe(row.status === "approved" ? "verified" : "unclaimed");
      expect(row.verifiedAt !== null).toBe(row.status === "approved");
    }
    const [unclaimed] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(interiorListings)
      .where(and(eq(interiorListings.status, "unclaimed"), isNull(interiorListings.claimedBy)));
    expect(unclaimed.n).toBeGreaterThanOrEqual(35);
  });

  it("stores real proof documents for some claims, which their claimant and admins can open", async () => {
    const withProof = await getDb()
      .select({ id: claims.id, userId: claims.userId, status: claims.status, key: claims.businessProofUrl })
      .from(claims)
      .where(isNotNull(claims.businessProofUrl));
    expect(new Set(withProof.map((c) => c.status))).toEqual(new Set(["new", "approved", "rejected"]));
    const [admin] = await getDb()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    for (const claim of withProof) {
      expect(claim.key).toMatch(/^claims\/[0-9a-f]{32}\.pdf$/);
      const asAdmin: Viewer = {
        userId: admin.id,
        email: DEMO_ACCOUNTS.admin.email,
        fullName: DEMO_ACCOUNTS.admin.name,
        role: "admin",
        emailVerified: true,
      };
      const response = await claimProofResponse(getDb(), asAdmin, claim.id, documents.storage);
      expect(response?.headers.get("content-type")).toBe("application/pdf");
      expect(await response?.text()).toMatch(/^%PDF-1\.4\n[\s\S]*Certificate of GST registration/);
    }
  });

  it("files brand claims waiting for review on unclaimed brands", async () => {
    const rows = await getDb()
      .select({ status: claims.status, claimedBy: brands.claimedBy })
      .from(claims)
      .innerJoin(brands, eq(brands.id, claims.brandId));
    expect(rows.filter((r) => r.status === "new")).toHaveLength(2);
    expect(rows.every((r) => r.claimedBy === null)).toBe(true);
  });

  it("gives the designer leads in every status with notes and replies", async () => {
    const db = getDb();
    const account = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
    const designer = await account(DEMO_ACCOUNTS.designer.email);
    const [brand] = await db
      .select({ id: brands.id, responseMinutes: brands.responseMinutes })
      .from(brands)
      .where(eq(brands.claimedBy, designer));
    const designerLeads = await db
      .select({ status: leads.status, note: leads.note })
      .from(leads)
      .where(eq(leads.brandId, brand.id));
    expect(new Set(designerLeads.map((lead) => lead.status))).toEqual(new Set(LEAD_STATUSES));
    expect(designerLeads.filter((lead) => lead.note).length).toBeGreaterThanOrEqual(5);
    const [replies] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(leadMessages)
      .where(eq(leadMessages.brandId, brand.id));
    expect(replies.n).toBeGreaterThanOrEqual(3);
    expect(brand.responseMinutes).toBeGreaterThan(0);
  });

  it("gives the homeowner two requests, one in a conversation with the designer: both ways, a photo, unread replies", async () => {
    const db = getDb();
    const person = async (key: keyof typeof DEMO_ACCOUNTS): Promise<Viewer> => {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[key].email));
      const { email, name, role } = DEMO_ACCOUNTS[key];
      return { userId: row.id, email, fullName: name, role, emailVerified: true };
    };
    const homeowner = await person("homeowner");
    const designer = await person("designer");
    const requests = await db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.userId, homeowner.userId));
    expect(requests.length).toBeGreaterThanOrEqual(2);
    const [lead] = await db
      .select({
        id: leads.id,
        status: leads.status,
        lastMessageAt: leads.lastMessageAt,
        homeownerReadId: leads.homeownerReadId,
        unread: unreadFor("homeowner"),
      })
      .from(leads)
      .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
      .innerJoin(brands, eq(brands.id, leads.brandId))
      .where(and(eq(quoteRequests.userId, homeowner.userId), eq(brands.claimedBy, designer.userId)));
    expect(lead.status).toBe("contacted");
    const access = await threadAccess(db, homeowner, lead.id, "homeowner");
    if (!access) throw new Error("the homeowner can't open their own thread");
    const messages = await threadMessages(db, access);
    expect(messages.length).toBeGreaterThanOrEqual(4);
    expect(messages.filter((m) => m.side === "homeowner").length).toBeGreaterThanOrEqual(2);
    expect(messages.filter((m) => m.side === "brand").length).toBeGreaterThanOrEqual(2);
    expect(lead.lastMessageAt?.toISOString()).toBe(messages.at(-1)?.createdAt);
    const lastFromDesigner = messages.filter((m) => m.side === "brand").at(-1);
    expect(lead.homeownerReadId).toBeLessThan(lastFromDesigner?.id ?? 0);
    expect(lead.unread).toBeGreaterThan(0);
    expect(messages.filter((m) => m.side === "homeowner").every((m) => m.seen)).toBe(true);

    const files = messages.flatMap((m) => m.attachments);
    expect(files).toEqual([expect.objectContaining({ kind: "image" })]);
    const [stored] = await db
      .select({ key: leadMessageAttachments.storageKey })
      .from(leadMessageAttachments)
      .where(eq(leadMessageAttachments.id, files[0].id));
    expect((await documents.storage.get("private", stored.key))?.body.byteLength).toBe(files[0].byteSize);
  });

  it("adds a few SEO pages, one of them inactive", async () => {
    const rows = await getDb()
      .select({ type: seoPages.pageType, id: seoPages.pageIdentifier, active: seoPages.isActive })
      .from(seoPages);
    expect(rows).toEqual(
      expect.arrayContaining([
        { type: "home", id: "", active: true },
        { type: "city_page", id: "chennai", active: true },
        { type: "locality_page", id: "chennai/adyar", active: true },
      ]),
    );
    expect(rows.some((r) => !r.active)).toBe(true);
    const [withSchema] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(seoPages)
      .where(isNotNull(seoPages.schemaMarkup));
    expect(withSchema.n).toBeGreaterThanOrEqual(1);
  });

  it("leaves the pages' own titles and headings alone in its active SEO pages", async () => {
    const active = await getDb()
      .select({ title: seoPages.metaTitle, og: seoPages.ogTitle, h1: seoPages.h1Heading })
      .from(seoPages)
      .where(eq(seoPages.isActive, true));
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((row) => row.title === null && row.og === null && row.h1 === null)).toBe(true);
  });

  it("seeds offers: price figures in every dedicated city, two offers to compare for the homeowner, a verified review", async () => {
    const db = getDb();
    for (const slug of DEDICATED_CITY_SLUGS) {
      const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug));
      const figures = await priceFiguresFor(db, { cityId: city!.id });
      expect(
        figures.map((figure) => figure.grade),
        slug,
      ).toEqual(["basic", "premium", "luxury"]);
      for (const figure of figures) {
        const tier = priceTiersForCity(slug).find((t) => t.key === figure.grade)!;
        expect(figure.offerCount).toBeGreaterThanOrEqual(5);
        expect(figure.brandCount).toBeGreaterThanOrEqual(3);
        expect(figure.medianPaisePerSqft / 100).toBeGreaterThanOrEqual(tier.min);
        expect(figure.medianPaisePerSqft / 100).toBeLessThanOrEqual(tier.max);
      }
    }
    const [homeowner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.homeowner.email));
    const [designer] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.designer.email));
    const [owned] = await db.select({ id: brands.id }).from(brands).where(eq(brands.claimedBy, designer!.id));
    const compared = await db
      .select({ brandId: offers.brandId, messageId: offers.messageId, area: quoteRequests.areaSqft })
      .from(offers)
      .innerJoin(quoteRequests, eq(quoteRequests.id, offers.quoteRequestId))
      .where(and(eq(quoteRequests.userId, homeowner!.id), isNull(offers.acceptedAt)));
    expect(compared).toHaveLength(2);
    expect(compared.map((offer) => offer.brandId)).toContain(owned!.id);
    expect(compared.every((offer) => offer.messageId !== null && offer.area !== null)).toBe(true);
    const list = await brandReviewList(db, { id: owned!.id });
    expect(list.verifiedCount).toBeGreaterThanOrEqual(1);
    expect(list.reviews.some((review) => review.verified)).toBe(true);
  });

  it("gives the homeowner a project with the designer in progress: 2 stages paid and confirmed, 1 due, a change approved, a few days late", async () => {
    const db = getDb();
    const [homeowner] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.homeowner.email));
    const viewer: Viewer = {
      userId: homeowner!.id,
      email: homeowner!.email,
      fullName: homeowner!.name,
      role: "user",
      emailVerified: true,
    };
    const [mine] = await homeownerProjects(db, viewer);
    const page = await openProject(db, viewer, mine!.id);
    expect(page?.milestones.map((m) => m.money?.state)).toEqual(["paid", "paid", "due", "upcoming"]);
    expect(page?.ledger.confirmedPaise).toBe(page?.ledger.paidPaise);
    expect(page?.ledger.paidPaise).toBeGreaterThan(0);
    expect(page?.changes.map((change) => change.state)).toEqual(["approved"]);
    expect(page?.ledger.approvedChangesPaise).toBe(page?.changes[0]?.totalPaise);
    expect(page?.updates.length).toBeGreaterThanOrEqual(3);
    expect(page?.updates.every((update) => update.photos.length > 0)).toBe(true);
    expect(page?.clock.daysLate).toBeGreaterThanOrEqual(3);
    expect(page?.clock.daysLate).toBeLessThanOrEqual(5);
    const [file] = page!.updates[0]!.photos;
    expect((await projectFileResponse(db, documents.storage, viewer, mine!.id, file!.id))?.status).toBe(200);
    // Every accepted offer of the demo has its project.
    const [missing] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from offers o where o.accepted_at is not null
        and not exists (select 1 from projects p where p.offer_id = o.id)`,
    );
    expect(missing?.n).toBe(0);
    const snags = await db
      .select({ state: projectSnags.state })
      .from(projectSnags)
      .where(eq(projectSnags.projectId, mine!.id))
      .orderBy(projectSnags.number);
    expect(snags.map((snag) => snag.state)).toEqual(["closed", "open"]);
  });

  it("tells each handed-over project's story in its history and thread, in the order the rules allow", async () => {
    const db = getDb();
    const handedOver = await db
      .select({ id: projects.id, requestId: projects.quoteRequestId, brandId: projects.brandId })
      .from(projects)
      .where(isNotNull(projects.handedOverAt));
    expect(handedOver.length).toBeGreaterThanOrEqual(12);
    for (const project of handedOver) {
      const history = await db
        .select({ kind: projectEvents.kind, summary: projectEvents.summary, at: projectEvents.createdAt })
        .from(projectEvents)
        .where(eq(projectEvents.projectId, project.id))
        .orderBy(projectEvents.id);
      const kinds = history.map((event) => event.kind);
      expect(kinds.slice(0, 3)).toEqual(["started", "start_proposed", "start_accepted"]);
      const stages = kinds.filter((kind) => kind === "milestone_done").length;
      expect(stages).toBeGreaterThanOrEqual(3);
      expect(kinds.filter((kind) => kind === "payment_confirmed")).toHaveLength(stages);
      // The final stage is done only once every snag is closed, and its confirmation hands the project over.
      const handover = kinds.indexOf("handed_over");
      expect(kinds[handover - 1]).toBe("payment_confirmed");
      expect(kinds.lastIndexOf("snag_closed")).toBeLessThan(kinds.lastIndexOf("milestone_done"));
      expect(kinds.slice(handover + 1).every((kind) => kind.startsWith("claim_"))).toBe(true);
      expect(history.map((event) => event.at.getTime())).toEqual(
        history.map((event) => event.at.getTime()).sort((a, b) => a - b),
      );
      const lines = await db
        .select({ body: leadMessages.body })
        .from(leadMessages)
        .where(
          and(
            eq(leadMessages.quoteRequestId, project.requestId),
            eq(leadMessages.brandId, project.brandId),
            eq(leadMessages.authorSide, "system"),
          ),
        )
        .orderBy(leadMessages.createdAt, leadMessages.id);
      const projectLines = lines.map((line) => line.body).filter((body) => body.startsWith("Project: "));
      expect(projectLines).toEqual(history.slice(1).map((event) => `Project: ${event.summary}`));
    }
  });

  it("shows a project record for the designer's brand and two others, and agrees on the homeowner's budget", async () => {
    const db = getDb();
    const [designer] = await db
      .select({ brandId: brands.id })
      .from(brands)
      .innerJoin(users, eq(users.id, brands.claimedBy))
      .where(eq(users.email, DEMO_ACCOUNTS.designer.email));
    const records = await db.select({ brandId: brandProjectRecords.brandId }).from(brandProjectRecords);
    const shown = [];
    for (const { brandId } of records) {
      const record = await projectRecordOf(db, { id: brandId });
      if (record.figures) shown.push(brandId);
    }
    expect(shown).toContain(designer!.brandId);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    const designerRecord = await projectRecordOf(db, { id: designer!.brandId });
    expect(designerRecord.figures?.snags?.closed).toBeGreaterThan(0);
    expect(designerRecord.figures?.claims?.count).toBeGreaterThan(0);
    // The request's budget (₹15–25 lakh) holds the designer's offer, as the designer's message said it would.
    const [homeowner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.homeowner.email));
    const [request] = await db
      .select({ budget: quoteRequests.budget, total: offers.totalPaise })
      .from(offers)
      .innerJoin(quoteRequests, eq(quoteRequests.id, offers.quoteRequestId))
      .where(
        and(eq(quoteRequests.userId, homeowner!.id), eq(offers.brandId, designer!.brandId), isNull(offers.acceptedAt)),
      );
    expect(request?.budget).toBe("15-25-lakh");
    expect(request!.total / 100).toBeGreaterThanOrEqual(18_00_000);
    expect(request!.total / 100).toBeLessThanOrEqual(22_00_000);
  });

  it("gives the designer's brand and about two brands in three standard terms, so the terms filters find some", async () => {
    const db = getDb();
    const [designer] = await db
      .select({ warranty: brands.warrantyYears, visit: brands.freeSiteVisit, stages: brands.paymentStages })
      .from(brands)
      .innerJoin(users, eq(users.id, brands.claimedBy))
      .where(eq(users.email, DEMO_ACCOUNTS.designer.email));
    expect(designer).toMatchObject({ warranty: 10, visit: true });
    expect(designer?.stages?.reduce((sum, stage) => sum + stage.percent, 0)).toBe(100);
    const [counts] = await db
      .select({
        all: sql<number>`count(*)::int`,
        withTerms: sql<number>`count(${brands.warrantyYears})::int`,
        freeVisit: sql<number>`count(*) filter (where ${brands.freeSiteVisit})::int`,
        longWarranty: sql<number>`count(*) filter (where ${brands.warrantyYears} >= 5)::int`,
      })
      .from(brands);
    expect(counts!.withTerms / counts!.all).toBeGreaterThan(0.5);
    expect(counts!.withTerms / counts!.all).toBeLessThan(0.8);
    expect(counts!.freeVisit).toBeGreaterThan(0);
    expect(counts!.longWarranty).toBeGreaterThan(0);
  });
});
