import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ALERT_CHANNEL_CHANGES,
  ALERT_CHANNELS,
  ALERT_KINDS,
  ALERT_STATES,
  ATTACHMENT_KINDS,
  CHANGE_STATES,
  CLAIM_STATUSES,
  COLOR_PALETTES,
  COST_RANGES,
  DATE_PROPOSAL_KINDS,
  DESIGN_STYLES,
  IMPORT_CITY_STATUSES,
  IMPORT_RUN_STATUSES,
  KITCHEN_LAYOUTS,
  LEAD_STATUSES,
  LISTING_STATUSES,
  MESSAGE_AUTHOR_SIDES,
  MESSAGE_EMAIL_PREFERENCES,
  MESSAGE_REPORT_REASONS,
  MESSAGE_REPORT_RESOLUTIONS,
  OFFER_GRADES,
  OG_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  PROJECT_EVENT_SIDES,
  PROJECT_SIDES,
  PROPOSAL_STATES,
  QUOTE_BUDGETS,
  QUOTE_CLOSE_REASONS,
  QUOTE_STATUSES,
  QUOTE_TIMELINES,
  ROBOTS_VALUES,
  ROOM_TYPES,
  SEO_PAGE_TYPES,
  SNAG_STATES,
  SPACE_SIZES,
  TWITTER_CARDS,
  USER_ROLES,
  WARRANTY_CLAIM_STATES,
} from "../content/catalog";

/** `column IN ('a','b')` for a check constraint; values are our own constants, never user input. */
function oneOf(column: AnyColumn | SQL, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} IN (${sql.raw(list)})`;
}

/** An image's facet columns (portfolio_images), as imageFacets reads them. */
interface ImageFacetColumns {
  roomType: AnyColumn;
  designStyle: AnyColumn;
  colorPalette: AnyColumn;
  spaceSize: AnyColumn;
  layoutType: AnyColumn;
  projectCostRange: AnyColumn;
  isFeatured: AnyColumn;
  designElements: AnyColumn;
}

/**
 * Every facet of a portfolio image as one text array ('room:kitchen', 'color:white', 'budget:luxury',
 * 'featured', then its design elements as they are), indexed by portfolio_images_facets_gin_idx. The gallery
 * matches it with `@>` when its filters combine facets no btree index serves (gallery.server.ts), so the GIN
 * index intersects the facets instead of a scan testing every row. The query must spell it exactly so.
 */
export function imageFacets(t: ImageFacetColumns): SQL {
  return sql`(ARRAY['room:' || ${t.roomType}, 'style:' || ${t.designStyle}, 'color:' || ${t.colorPalette}, 'size:' || ${t.spaceSize}, 'layout:' || ${t.layoutType}, 'budget:' || ${t.projectCostRange}, CASE WHEN ${t.isFeatured} THEN 'featured' END] || ${t.designElements})`;
}

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ── better-auth tables (user, session, account, verification, rate limit) ──

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** A verified Indian mobile (+91…) signs in with a code (better-auth's phone-number plugin). */
    phoneNumber: text("phone_number").unique(),
    phoneNumberVerified: boolean("phone_number_verified").notNull().default(false),
    image: text("image"),
    /** How this user hears about new messages in their threads. */
    messageEmails: text("message_emails", { enum: MESSAGE_EMAIL_PREFERENCES }).notNull().default("each"),
    /** Set by an admin settling a report: a suspended user cannot write messages or sign in. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("users_message_emails_check", oneOf(t.messageEmails, MESSAGE_EMAIL_PREFERENCES))],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: numeric("last_request", { mode: "number" }).notNull(),
});

// ── Product tables ──

export const profiles = pgTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull().default(""),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("profiles_role_check", oneOf(t.role, USER_ROLES))],
);

export const cities = pgTable(
  "cities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    state: text("state").notNull(),
  },
  (t) => [index("cities_name_idx").on(t.name)],
);

export const localities = pgTable(
  "localities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
  },
  (t) => [uniqueIndex("localities_city_slug_uq").on(t.cityId, t.slug), index("localities_name_idx").on(t.name)],
);

export const interiorListings = pgTable(
  "interior_listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    businessName: text("business_name"),
    phone: text("phone"),
    email: text("email"),
    cityId: uuid("city_id").references(() => cities.id, { onDelete: "set null" }),
    localityId: uuid("locality_id").references(() => localities.id, { onDelete: "set null" }),
    areasServed: text("areas_served").array().notNull().default(sql`'{}'::text[]`),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    priceTier: text("price_tier"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviewCount: integer("review_count").notNull().default(0),
    status: text("status", { enum: LISTING_STATUSES }).notNull().default("unclaimed"),
    imageUrl: text("image_url"),
    sourceUrl: text("source_url"),
    importRunId: uuid("import_run_id"),
    claimedBy: text("claimed_by").references(() => users.id, { onDelete: "set null" }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("interior_listings_status_check", oneOf(t.status, LISTING_STATUSES)),
    check("interior_listings_rating_check", sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 0 AND 5`),
    check("interior_listings_review_count_check", sql`${t.reviewCount} >= 0`),
    index("interior_listings_city_locality_rating_idx").on(t.cityId, t.localityId, t.rating.desc()),
    index("interior_listings_claimed_by_idx").on(t.claimedBy),
    index("interior_listings_unclaimed_name_idx").on(t.name).where(sql`${t.claimedBy} IS NULL`),
    index("interior_listings_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("interior_listings_import_run_idx").on(t.importRunId).where(sql`${t.importRunId} IS NOT NULL`),
  ],
);

export const brands = pgTable(
  "brands",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    brandName: text("brand_name").notNull(),
    isVerified: boolean("is_verified").notNull().default(false),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviewCount: integer("review_count").notNull().default(0),
    description: text("description"),
    about: text("about"),
    phone: text("phone"),
    email: text("email"),
    websiteUrl: text("website_url"),
    areasServed: text("areas_served").array().notNull().default(sql`'{}'::text[]`),
    city: text("city"),
    cityId: uuid("city_id").references(() => cities.id, { onDelete: "set null" }),
    yearsExperience: integer("years_experience"),
    teamSize: integer("team_size"),
    minProjectCost: integer("min_project_cost"),
    maxProjectCost: integer("max_project_cost"),
    styleSpecialties: text("style_specialties").array().notNull().default(sql`'{}'::text[]`),
    servicesOffered: text("services_offered").array().notNull().default(sql`'{}'::text[]`),
    logoUrl: text("logo_url"),
    /**
     * Measured response time: the median minutes from a lead's arrival to the brand's first message to the
     * homeowner, over the leads of the last 90 days (features/leads/response-time/response-time.server.ts). Null below 3 leads
     * or when fewer than half were answered. Kept here so listing cards read it for free.
     */
    responseMinutes: integer("response_minutes"),
    /** The brand's standard terms: set once in the dashboard, they prefill every offer and show on its pages. */
    warrantyYears: smallint("warranty_years"),
    typicalTimelineWeeks: smallint("typical_timeline_weeks"),
    paymentStages: jsonb("payment_stages").$type<PaymentStage[]>(),
    freeSiteVisit: boolean("free_site_visit").notNull().default(false),
    freeDesign3d: boolean("free_design_3d").notNull().default(false),
    emiAvailable: boolean("emi_available").notNull().default(false),
    claimedBy: text("claimed_by").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("brands_rating_check", sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 0 AND 5`),
    check("brands_review_count_check", sql`${t.reviewCount} >= 0`),
    check("brands_response_minutes_check", sql`${t.responseMinutes} >= 0`),
    check("brands_warranty_years_check", sql`${t.warrantyYears} IS NULL OR ${t.warrantyYears} BETWEEN 0 AND 50`),
    check(
      "brands_typical_timeline_check",
      sql`${t.typicalTimelineWeeks} IS NULL OR ${t.typicalTimelineWeeks} BETWEEN 1 AND 104`,
    ),
    check(
      "brands_project_cost_check",
      sql`${t.minProjectCost} IS NULL OR ${t.maxProjectCost} IS NULL OR ${t.minProjectCost} <= ${t.maxProjectCost}`,
    ),
    index("brands_city_rating_idx").on(t.city, t.rating.desc()),
    // The designer listing's four sorts, India-wide and within a city: each index is the ORDER BY of
    // listing.server.ts spelled exactly (DESC NULLS LAST, then id), so a page is an index walk that stops
    // after offset + limit rows however many brands there are. The price and rating ones end with
    // is_verified so the page's count (budget, rating and verified filters) is an index-only scan.
    index("brands_popular_idx").on(t.reviewCount.desc(), t.rating.desc(), t.id),
    index("brands_rating_idx").on(t.rating.desc(), t.reviewCount.desc(), t.id, t.isVerified),
    index("brands_newest_idx").on(t.createdAt.desc(), t.id),
    index("brands_price_idx").on(t.minProjectCost, t.rating.desc(), t.id, t.isVerified),
    index("brands_city_id_popular_idx").on(t.cityId, t.reviewCount.desc(), t.rating.desc(), t.id),
    index("brands_city_id_rating_idx").on(t.cityId, t.rating.desc(), t.reviewCount.desc(), t.id),
    index("brands_city_id_created_idx").on(t.cityId, t.createdAt.desc(), t.id),
    index("brands_city_id_cost_idx").on(t.cityId, t.minProjectCost, t.rating.desc(), t.id, t.isVerified),
    // The standard-terms filters: a partial index per term holding only the brands that offer it, by city. A
    // filter's count is an index-only scan of one; a page reads one and sorts what it holds when the term is
    // rare, or walks a sort index above when it is common. A warranty of any length implies a non-null one.
    index("brands_free_site_visit_idx").on(t.cityId).where(sql`${t.freeSiteVisit}`),
    index("brands_free_design_3d_idx").on(t.cityId).where(sql`${t.freeDesign3d}`),
    index("brands_emi_available_idx").on(t.cityId).where(sql`${t.emiAvailable}`),
    index("brands_warranty_years_idx").on(t.cityId, t.warrantyYears).where(sql`${t.warrantyYears} IS NOT NULL`),
    index("brands_unclaimed_name_idx").on(t.brandName).where(sql`${t.claimedBy} IS NULL`),
    // A user owns at most one brand (spec: brand_profiles by user_id).
    uniqueIndex("brands_claimed_by_uq").on(t.claimedBy).where(sql`${t.claimedBy} IS NOT NULL`),
    index("brands_areas_served_gin_idx").using("gin", t.areasServed),
    index("brands_style_specialties_gin_idx").using("gin", t.styleSpecialties),
    index("brands_name_trgm_idx").using("gin", sql`${t.brandName} gin_trgm_ops`),
  ],
);

export const brandProfiles = pgTable("brand_profiles", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  brandId: uuid("brand_id")
    .notNull()
    .unique()
    .references(() => brands.id, { onDelete: "cascade" }),
  businessName: text("business_name").notNull(),
  contactPerson: text("contact_person"),
  contactEmail: text("contact_email"),
  createdAt: createdAt(),
});

export const brandFavourites = pgTable(
  "brand_favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.brandId] })],
);

export const portfolioImages = pgTable(
  "portfolio_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    width: integer("width").notNull().default(1200),
    height: integer("height").notNull().default(900),
    title: text("title").notNull(),
    description: text("description"),
    isApproved: boolean("is_approved").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    roomType: text("room_type", { enum: ROOM_TYPES }).notNull(),
    designStyle: text("design_style", { enum: DESIGN_STYLES }),
    colorPalette: text("color_palette", { enum: COLOR_PALETTES }),
    spaceSize: text("space_size", { enum: SPACE_SIZES }),
    layoutType: text("layout_type", { enum: KITCHEN_LAYOUTS }),
    projectCostRange: text("project_cost_range", { enum: COST_RANGES }),
    projectLocation: text("project_location"),
    designElements: text("design_elements").array().notNull().default(sql`'{}'::text[]`),
    likesCount: integer("likes_count").notNull().default(0),
    viewsCount: integer("views_count").notNull().default(0),
    /** Moderation: pending = not approved and not rejected; rejected images never show publicly. */
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    moderatedBy: text("moderated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("portfolio_images_room_type_check", oneOf(t.roomType, ROOM_TYPES)),
    check("portfolio_images_moderation_check", sql`NOT (${t.isApproved} AND ${t.rejectedAt} IS NOT NULL)`),
    check(
      "portfolio_images_design_style_check",
      sql`${t.designStyle} IS NULL OR ${oneOf(t.designStyle, DESIGN_STYLES)}`,
    ),
    check("portfolio_images_color_check", sql`${t.colorPalette} IS NULL OR ${oneOf(t.colorPalette, COLOR_PALETTES)}`),
    check("portfolio_images_space_size_check", sql`${t.spaceSize} IS NULL OR ${oneOf(t.spaceSize, SPACE_SIZES)}`),
    check("portfolio_images_layout_check", sql`${t.layoutType} IS NULL OR ${oneOf(t.layoutType, KITCHEN_LAYOUTS)}`),
    check(
      "portfolio_images_cost_range_check",
      sql`${t.projectCostRange} IS NULL OR ${oneOf(t.projectCostRange, COST_RANGES)}`,
    ),
    check("portfolio_images_likes_check", sql`${t.likesCount} >= 0`),
    check("portfolio_images_views_check", sql`${t.viewsCount} >= 0`),
    index("portfolio_images_approved_created_idx").on(t.createdAt.desc(), t.id.desc()).where(sql`${t.isApproved}`),
    index("portfolio_images_approved_likes_idx").on(t.likesCount.desc(), t.id.desc()).where(sql`${t.isApproved}`),
    index("portfolio_images_room_style_created_idx")
      .on(t.roomType, t.designStyle, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isApproved}`),
    index("portfolio_images_style_created_idx")
      .on(t.designStyle, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isApproved}`),
    index("portfolio_images_featured_idx").on(t.createdAt.desc()).where(sql`${t.isApproved} AND ${t.isFeatured}`),
    index("portfolio_images_brand_created_idx").on(t.brandId, t.createdAt.desc()),
    // A listing card's best 3 photos and photo count (cardDetails), without reading each image's row.
    index("portfolio_images_brand_card_idx")
      .on(t.brandId, t.isFeatured.desc(), t.likesCount.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.isApproved}`),
    index("portfolio_images_pending_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`NOT ${t.isApproved} AND ${t.rejectedAt} IS NULL`),
    index("portfolio_images_elements_gin_idx").using("gin", t.designElements),
    index("portfolio_images_facets_gin_idx").using("gin", imageFacets(t)).where(sql`${t.isApproved}`),
    index("portfolio_images_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("portfolio_images_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
  ],
);

export const imageLikes = pgTable(
  "image_likes",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => portfolioImages.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "image_likes_image_user_pk", columns: [t.imageId, t.userId] }),
    index("image_likes_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

export const brandStats = pgTable(
  "brand_stats",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    monthYear: date("month_year").notNull(),
    profileViews: integer("profile_views").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "brand_stats_brand_month_pk", columns: [t.brandId, t.monthYear] }),
    check("brand_stats_views_check", sql`${t.profileViews} >= 0`),
    check("brand_stats_month_check", sql`extract(day from ${t.monthYear}) = 1`),
  ],
);

/**
 * Who has been counted on a page today (profile and image views count a visitor once per page per day).
 * `visitor` is a keyed hash of the day, the client's address and browser (or the account), never the address.
 * Rows of past days are pruned.
 */
export const pageVisits = pgTable(
  "page_visits",
  {
    page: text("page").notNull(),
    visitor: text("visitor").notNull(),
    day: date("day").notNull(),
  },
  (t) => [
    primaryKey({ name: "page_visits_pk", columns: [t.page, t.visitor, t.day] }),
    index("page_visits_day_idx").on(t.day),
  ],
);

/** Per-user action limits (reviews, likes, favourites): how many times `key` acted in the window starting then. */
export const actionCounts = pgTable(
  "action_counts",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ name: "action_counts_pk", columns: [t.key, t.windowStart] }),
    index("action_counts_window_idx").on(t.windowStart),
  ],
);

export const claims = pgTable(
  "claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Exactly one of listing_id and brand_id: one claims table and one review flow serve both. */
    listingId: uuid("listing_id").references(() => interiorListings.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    businessName: text("business_name"),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    businessProofUrl: text("business_proof_url"),
    messageToAdmin: text("message_to_admin"),
    status: text("status", { enum: CLAIM_STATUSES }).notNull().default("new"),
    adminNotes: text("admin_notes"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    processedBy: text("processed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("claims_status_check", oneOf(t.status, CLAIM_STATUSES)),
    check("claims_target_check", sql`(${t.listingId} IS NULL) <> (${t.brandId} IS NULL)`),
    // While a claim is open nobody else may claim the same brand or listing.
    uniqueIndex("claims_open_listing_uq")
      .on(t.listingId)
      .where(sql`${t.status} = 'new' AND ${t.listingId} IS NOT NULL`),
    uniqueIndex("claims_open_brand_uq").on(t.brandId).where(sql`${t.status} = 'new' AND ${t.brandId} IS NOT NULL`),
    index("claims_created_idx").on(t.createdAt.desc()),
    index("claims_status_idx").on(t.status),
    index("claims_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

export const seoPages = pgTable(
  "seo_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageType: text("page_type", { enum: SEO_PAGE_TYPES }).notNull(),
    pageIdentifier: text("page_identifier").notNull().default(""),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    metaKeywords: text("meta_keywords"),
    canonicalUrl: text("canonical_url"),
    ogTitle: text("og_title"),
    ogDescription: text("og_description"),
    ogImage: text("og_image"),
    ogType: text("og_type", { enum: OG_TYPES }).notNull().default("website"),
    twitterCard: text("twitter_card", { enum: TWITTER_CARDS }).notNull().default("summary_large_image"),
    twitterTitle: text("twitter_title"),
    twitterDescription: text("twitter_description"),
    twitterImage: text("twitter_image"),
    robots: text("robots", { enum: ROBOTS_VALUES }).notNull().default("index,follow"),
    h1Heading: text("h1_heading"),
    schemaMarkup: jsonb("schema_markup"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("seo_pages_page_type_check", oneOf(t.pageType, SEO_PAGE_TYPES)),
    check("seo_pages_og_type_check", oneOf(t.ogType, OG_TYPES)),
    check("seo_pages_twitter_card_check", oneOf(t.twitterCard, TWITTER_CARDS)),
    check("seo_pages_robots_check", oneOf(t.robots, ROBOTS_VALUES)),
    uniqueIndex("seo_pages_type_identifier_uq").on(t.pageType, t.pageIdentifier),
    index("seo_pages_created_idx").on(t.createdAt.desc()),
  ],
);

// ── Leads, reviews, imports (issues 4–6 build on these) ──

const budgetValues = QUOTE_BUDGETS.map((b) => b.value);
const timelineValues = QUOTE_TIMELINES.map((t) => t.value);

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Name, phone and email are null once the homeowner deleted their account (anonymized_at). */
    name: text("name"),
    phone: text("phone"),
    /** The phone was proved with a code (or is the requester's verified account number) when the request was sent. */
    phoneVerified: boolean("phone_verified").notNull().default(false),
    /** Where replies and sign-in links go; a signed-in requester's account address. */
    email: text("email"),
    /** The carpet area to be done up, when the homeowner gave it (offers then show ₹ per sq ft). */
    areaSqft: integer("area_sqft"),
    location: text("location").notNull(),
    requirement: text("requirement").notNull(),
    budget: text("budget"),
    timeline: text("timeline"),
    cityId: uuid("city_id").references(() => cities.id, { onDelete: "set null" }),
    localityId: uuid("locality_id").references(() => localities.id, { onDelete: "set null" }),
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "set null" }),
    imageId: uuid("image_id").references(() => portfolioImages.id, { onDelete: "set null" }),
    status: text("status", { enum: QUOTE_STATUSES }).notNull().default("new"),
    ipAddress: text("ip_address"),
    /** The homeowner closed the request: designers can no longer write. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closeReason: text("close_reason", { enum: QUOTE_CLOSE_REASONS }),
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "quote_requests_close_reason_check",
      sql`${t.closeReason} IS NULL OR ${oneOf(t.closeReason, QUOTE_CLOSE_REASONS)}`,
    ),
    check("quote_requests_area_check", sql`${t.areaSqft} IS NULL OR ${t.areaSqft} BETWEEN 50 AND 100000`),
    check("quote_requests_closed_check", sql`(${t.closedAt} IS NULL) = (${t.closeReason} IS NULL)`),
    check("quote_requests_budget_check", sql`${t.budget} IS NULL OR ${oneOf(t.budget, budgetValues)}`),
    check("quote_requests_timeline_check", sql`${t.timeline} IS NULL OR ${oneOf(t.timeline, timelineValues)}`),
    check("quote_requests_status_check", oneOf(t.status, QUOTE_STATUSES)),
    index("quote_requests_user_idx").on(t.userId, t.createdAt.desc()),
    index("quote_requests_phone_created_idx").on(t.phone, t.createdAt.desc()),
    index("quote_requests_ip_created_idx").on(t.ipAddress, t.createdAt.desc()),
    /** Requests made signed out, claimed by the account of their email at its sign-in. */
    index("quote_requests_unclaimed_email_idx").on(t.email).where(sql`${t.userId} IS NULL`),
  ],
);

export const leads = pgTable(
  "leads",
  {
    /** The lead's own id (its thread's address in the brand dashboard). */
    id: uuid("id").notNull().defaultRandom(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /** The lead as this brand works it (its thread page); the note is the brand's own, never shown to others. */
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    note: text("note"),
    /** The brand's first message in the thread (a status change is not one): what its response time is measured from. */
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /** The admin who routed the lead by hand (lead triage); null when routed automatically. */
    routedBy: text("routed_by").references(() => users.id, { onDelete: "set null" }),
    /** The last message each side has seen (its "Seen" mark and unread count); 0 before the first look. */
    homeownerReadId: bigint("homeowner_read_id", { mode: "number" }).notNull().default(0),
    brandReadId: bigint("brand_read_id", { mode: "number" }).notNull().default(0),
    /** The newest message in the thread (the inbox's order and its "last message"). */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    /** Message alerts: when each side was last emailed, and whether an alert job is waiting for them. */
    homeownerEmailedAt: timestamp("homeowner_emailed_at", { withTimezone: true }),
    brandEmailedAt: timestamp("brand_emailed_at", { withTimezone: true }),
    homeownerAlertQueued: boolean("homeowner_alert_queued").notNull().default(false),
    brandAlertQueued: boolean("brand_alert_queued").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "leads_pk", columns: [t.quoteRequestId, t.brandId] }),
    uniqueIndex("leads_id_uq").on(t.id),
    check("leads_status_check", oneOf(t.status, LEAD_STATUSES)),
    index("leads_brand_idx").on(t.brandId, t.createdAt.desc()),
    index("leads_brand_status_idx").on(t.brandId, t.status, t.createdAt.desc(), t.quoteRequestId.desc()),
    index("leads_untouched_idx").on(t.createdAt).where(sql`${t.respondedAt} IS NULL`),
  ],
);

/**
 * One message in a lead's thread (the homeowner and one brand). Ids grow with each message; a thread's
 * messages are written under a lock on its lead row, so within a thread they commit in id order (the live
 * stream resumes after an id).
 */
export const leadMessages = pgTable(
  "lead_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    quoteRequestId: uuid("quote_request_id").notNull(),
    brandId: uuid("brand_id").notNull(),
    authorSide: text("author_side", { enum: MESSAGE_AUTHOR_SIDES }).notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** Hidden by an admin after a report: shown to neither side. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: "lead_messages_lead_fk",
      columns: [t.quoteRequestId, t.brandId],
      foreignColumns: [leads.quoteRequestId, leads.brandId],
    }).onDelete("cascade"),
    check("lead_messages_author_side_check", oneOf(t.authorSide, MESSAGE_AUTHOR_SIDES)),
    check("lead_messages_body_check", sql`char_length(${t.body}) <= 5000`),
    index("lead_messages_thread_idx").on(t.quoteRequestId, t.brandId, t.id),
    index("lead_messages_author_created_idx").on(t.authorId, t.createdAt),
  ],
);

/** A file attached to a message: kept in the private document store, served only to the thread's sides. */
export const leadMessageAttachments = pgTable(
  "lead_message_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => leadMessages.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ATTACHMENT_KINDS }).notNull(),
    /** The file's place among its message's files, as they were sent. */
    position: smallint("position").notNull().default(0),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("lead_message_attachments_kind_check", oneOf(t.kind, ATTACHMENT_KINDS)),
    index("lead_message_attachments_message_idx").on(t.messageId),
  ],
);

/** A message reported by one side of its thread, waiting for (or settled by) an admin. */
export const messageReports = pgTable(
  "message_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => leadMessages.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason", { enum: MESSAGE_REPORT_REASONS }).notNull(),
    resolution: text("resolution", { enum: MESSAGE_REPORT_RESOLUTIONS }),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("message_reports_reason_check", oneOf(t.reason, MESSAGE_REPORT_REASONS)),
    check(
      "message_reports_resolution_check",
      sql`${t.resolution} IS NULL OR ${oneOf(t.resolution, MESSAGE_REPORT_RESOLUTIONS)}`,
    ),
    uniqueIndex("message_reports_message_reporter_uq").on(t.messageId, t.reporterId),
    index("message_reports_open_idx").on(t.createdAt).where(sql`${t.resolvedAt} IS NULL`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    body: text("body").notNull(),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** Removed by an admin (the reason is in the audit log): shown nowhere, counted on the brand page. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
    check("reviews_body_length_check", sql`char_length(${t.body}) BETWEEN 20 AND 2000`),
    uniqueIndex("reviews_brand_user_uq").on(t.brandId, t.userId),
    index("reviews_brand_created_idx").on(t.brandId, t.createdAt.desc()),
  ],
);

/** A stage of a payment schedule: what it is paid for and its share of the total. */
export interface PaymentStage {
  label: string;
  percent: number;
}

/** A line of an offer: amounts in whole paise, quantities in hundredths of their unit. */
export interface OfferLine {
  description: string;
  unit: "sq_ft" | "running_ft" | "number" | "lump_sum";
  quantityHundredths: number;
  ratePaise: number;
  amountPaise: number;
}

/**
 * A designer's offer on a lead, one row per version: a revision is the next version of the lead's offer, and
 * the older ones stay readable. Totals are computed on the server in whole paise (features/offers/offer/money.ts).
 */
export const offers = pgTable(
  "offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteRequestId: uuid("quote_request_id").notNull(),
    brandId: uuid("brand_id").notNull(),
    version: smallint("version").notNull(),
    grade: text("grade", { enum: OFFER_GRADES }).notNull(),
    lines: jsonb("lines").$type<OfferLine[]>().notNull(),
    subtotalPaise: bigint("subtotal_paise", { mode: "number" }).notNull(),
    gstPaise: bigint("gst_paise", { mode: "number" }).notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    included: text("included").notNull(),
    excluded: text("excluded").notNull(),
    timelineWeeks: smallint("timeline_weeks").notNull(),
    paymentStages: jsonb("payment_stages").$type<PaymentStage[]>().notNull(),
    warrantyYears: smallint("warranty_years").notNull(),
    validUntil: date("valid_until").notNull(),
    /** The thread message that announced this version. */
    messageId: bigint("message_id", { mode: "number" }).references(() => leadMessages.id, { onDelete: "set null" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The homeowner accepted this version: at most one per request (offers_one_accepted_uq). */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /** What the work finally cost and when it was handed over, as the homeowner recorded it after hiring. */
    finalCostPaise: bigint("final_cost_paise", { mode: "number" }),
    handedOverOn: date("handed_over_on"),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: "offers_lead_fk",
      columns: [t.quoteRequestId, t.brandId],
      foreignColumns: [leads.quoteRequestId, leads.brandId],
    }).onDelete("cascade"),
    check("offers_grade_check", oneOf(t.grade, OFFER_GRADES)),
    check("offers_version_check", sql`${t.version} >= 1`),
    check(
      "offers_totals_check",
      sql`${t.subtotalPaise} >= 0 AND ${t.gstPaise} >= 0 AND ${t.totalPaise} = ${t.subtotalPaise} + ${t.gstPaise}`,
    ),
    check("offers_timeline_check", sql`${t.timelineWeeks} BETWEEN 1 AND 104`),
    check("offers_warranty_check", sql`${t.warrantyYears} BETWEEN 0 AND 50`),
    check("offers_final_cost_check", sql`${t.finalCostPaise} IS NULL OR ${t.finalCostPaise} > 0`),
    uniqueIndex("offers_lead_version_uq").on(t.quoteRequestId, t.brandId, t.version),
    uniqueIndex("offers_one_accepted_uq").on(t.quoteRequestId).where(sql`${t.acceptedAt} IS NOT NULL`),
    index("offers_created_idx").on(t.createdAt),
    index("offers_brand_accepted_idx").on(t.brandId).where(sql`${t.acceptedAt} IS NOT NULL`),
  ],
);

// ── Projects: the accepted offer carried forward (features/projects, docs/projects.md) ──

/**
 * The work an accepted offer starts, one per accepted offer (and so per request). The contract total is the
 * offer's; approved changes add to it (change orders), and the milestones always add up to the two together
 * (a deferred check, project_money_check in the migration). The planned handover is the agreed start plus the
 * offer's timeline, or the date both sides agreed later.
 */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    /** The lead (leads) the offer was sent in: the project's thread. */
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    quoteRequestId: uuid("quote_request_id").notNull(),
    brandId: uuid("brand_id").notNull(),
    contractTotalPaise: bigint("contract_total_paise", { mode: "number" }).notNull(),
    approvedChangesPaise: bigint("approved_changes_paise", { mode: "number" }).notNull().default(0),
    timelineDays: integer("timeline_days").notNull(),
    warrantyYears: smallint("warranty_years").notNull(),
    startOn: date("start_on"),
    plannedHandoverOn: date("planned_handover_on"),
    handedOverAt: timestamp("handed_over_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: "projects_lead_fk",
      columns: [t.quoteRequestId, t.brandId],
      foreignColumns: [leads.quoteRequestId, leads.brandId],
    }).onDelete("cascade"),
    check("projects_total_check", sql`${t.contractTotalPaise} > 0 AND ${t.approvedChangesPaise} >= 0`),
    check("projects_timeline_check", sql`${t.timelineDays} > 0`),
    check("projects_warranty_check", sql`${t.warrantyYears} BETWEEN 0 AND 50`),
    check(
      "projects_dates_check",
      sql`(${t.startOn} IS NULL) = (${t.plannedHandoverOn} IS NULL) AND (${t.plannedHandoverOn} IS NULL OR ${t.plannedHandoverOn} >= ${t.startOn})`,
    ),
    uniqueIndex("projects_offer_uq").on(t.offerId),
    uniqueIndex("projects_request_uq").on(t.quoteRequestId),
    index("projects_brand_idx").on(t.brandId, t.createdAt.desc()),
  ],
);

/** A payment stage of the accepted offer, carried into the project with its exact amount; done makes it due. */
export const projectMilestones = pgTable(
  "project_milestones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    label: text("label").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    /** The designer marked the stage's work done: its amount is due. */
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneBy: text("done_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("project_milestones_amount_check", sql`${t.amountPaise} > 0`),
    check("project_milestones_position_check", sql`${t.position} >= 0`),
    uniqueIndex("project_milestones_position_uq").on(t.projectId, t.position),
    // The target of the (project, milestone) foreign keys below: a row can only name its own project's stage.
    uniqueIndex("project_milestones_project_id_uq").on(t.projectId, t.id),
  ],
);

/** A date one side proposes and the other accepts or declines: the start, or a new planned handover (with a reason). */
export const projectDateProposals = pgTable(
  "project_date_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: DATE_PROPOSAL_KINDS }).notNull(),
    proposedBySide: text("proposed_by_side", { enum: PROJECT_SIDES }).notNull(),
    proposedBy: text("proposed_by").references(() => users.id, { onDelete: "set null" }),
    day: date("day").notNull(),
    reason: text("reason"),
    state: text("state", { enum: PROPOSAL_STATES }).notNull().default("open"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("project_date_proposals_kind_check", oneOf(t.kind, DATE_PROPOSAL_KINDS)),
    check("project_date_proposals_side_check", oneOf(t.proposedBySide, PROJECT_SIDES)),
    check("project_date_proposals_state_check", oneOf(t.state, PROPOSAL_STATES)),
    check(
      "project_date_proposals_reason_check",
      sql`${t.kind} = 'start' OR char_length(${t.reason}) BETWEEN 1 AND 1000`,
    ),
    check("project_date_proposals_decided_check", sql`(${t.state} = 'open') = (${t.decidedAt} IS NULL)`),
    uniqueIndex("project_date_proposals_open_uq").on(t.projectId, t.kind).where(sql`${t.state} = 'open'`),
    index("project_date_proposals_project_idx").on(t.projectId, t.createdAt),
  ],
);

/** A dated site update from the designer, about one milestone, with photos (project_files). */
export const projectUpdates = pgTable(
  "project_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id").notNull(),
    milestoneId: uuid("milestone_id").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** The day on site the update describes (India's calendar). */
    onDay: date("on_day").notNull(),
    /** The form's own key: the same form sent twice posts one update (null on rows from before the key). */
    clientKey: uuid("client_key"),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: "project_updates_milestone_fk",
      columns: [t.projectId, t.milestoneId],
      foreignColumns: [projectMilestones.projectId, projectMilestones.id],
    }).onDelete("cascade"),
    check("project_updates_body_check", sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
    index("project_updates_project_idx").on(t.projectId, t.onDay.desc(), t.createdAt.desc()),
    uniqueIndex("project_updates_client_key_uq").on(t.projectId, t.clientKey),
  ],
);

/**
 * A payment the homeowner recorded for a stage (Nivasa moves no money): the designer confirms receiving it or
 * disputes it with a reason. The non-disputed payments of a stage never exceed its amount (project_money_check);
 * the client key makes a form sent twice one payment.
 */
export const projectPayments = pgTable(
  "project_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id").notNull(),
    milestoneId: uuid("milestone_id").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    reference: text("reference").notNull().default(""),
    paidOn: date("paid_on").notNull(),
    state: text("state", { enum: PAYMENT_STATES }).notNull().default("recorded"),
    disputeReason: text("dispute_reason"),
    clientKey: uuid("client_key").notNull(),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: "project_payments_milestone_fk",
      columns: [t.projectId, t.milestoneId],
      foreignColumns: [projectMilestones.projectId, projectMilestones.id],
    }).onDelete("cascade"),
    check("project_payments_amount_check", sql`${t.amountPaise} > 0`),
    check("project_payments_method_check", oneOf(t.method, PAYMENT_METHODS)),
    check("project_payments_state_check", oneOf(t.state, PAYMENT_STATES)),
    check("project_payments_reference_check", sql`char_length(${t.reference}) <= 100`),
    check(
      "project_payments_dispute_check",
      sql`(${t.state} = 'disputed') = (${t.disputeReason} IS NOT NULL) AND (${t.state} = 'recorded') = (${t.decidedAt} IS NULL)`,
    ),
    uniqueIndex("project_payments_client_key_uq").on(t.projectId, t.clientKey),
    index("project_payments_project_idx").on(t.projectId, t.createdAt),
  ],
);

/**
 * A photo kept in the private document store for one thing of a project: a site update or a payment's receipt
 * (later kinds of thing add their own column to the one-owner check).
 */
export const projectFiles = pgTable(
  "project_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    updateId: uuid("update_id").references(() => projectUpdates.id, { onDelete: "cascade" }),
    paymentId: uuid("payment_id").references(() => projectPayments.id, { onDelete: "cascade" }),
    snagId: uuid("snag_id").references(() => projectSnags.id, { onDelete: "cascade" }),
    warrantyClaimId: uuid("warranty_claim_id").references(() => warrantyClaims.id, {
      onDelete: "cascade",
    }),
    /** Which side uploaded it: a snag has the homeowner's photo of it and the designer's photo of the fix. */
    uploadedBySide: text("uploaded_by_side", { enum: PROJECT_SIDES }),
    position: smallint("position").notNull().default(0),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "project_files_owner_check",
      sql`num_nonnulls(${t.updateId}, ${t.paymentId}, ${t.snagId}, ${t.warrantyClaimId}) = 1`,
    ),
    check("project_files_side_check", sql`${t.uploadedBySide} IS NULL OR ${oneOf(t.uploadedBySide, PROJECT_SIDES)}`),
    index("project_files_project_idx").on(t.projectId),
  ],
);

/**
 * A change order: priced lines (the offer's money rules: paise, 18 % GST) the designer proposes with a reason,
 * days added to the timeline and the stage it adds to. The homeowner approves or declines it (the designer may
 * withdraw it while it waits); approved, its total is in projects.approved_changes_paise and in its stage's amount
 * (project_money_check holds both).
 */
export const projectChanges = pgTable(
  "project_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id").notNull(),
    /** Change 1, 2, … within the project. */
    number: smallint("number").notNull(),
    milestoneId: uuid("milestone_id").notNull(),
    lines: jsonb("lines").$type<OfferLine[]>().notNull(),
    subtotalPaise: bigint("subtotal_paise", { mode: "number" }).notNull(),
    gstPaise: bigint("gst_paise", { mode: "number" }).notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    /** Days the change adds to the timeline (0 when it adds none). */
    days: integer("days").notNull(),
    state: text("state", { enum: CHANGE_STATES }).notNull().default("proposed"),
    proposedBy: text("proposed_by").references(() => users.id, { onDelete: "set null" }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: "project_changes_milestone_fk",
      columns: [t.projectId, t.milestoneId],
      foreignColumns: [projectMilestones.projectId, projectMilestones.id],
    }).onDelete("cascade"),
    check(
      "project_changes_totals_check",
      sql`${t.subtotalPaise} > 0 AND ${t.gstPaise} >= 0 AND ${t.totalPaise} = ${t.subtotalPaise} + ${t.gstPaise}`,
    ),
    check("project_changes_reason_check", sql`char_length(${t.reason}) BETWEEN 1 AND 1000`),
    check("project_changes_days_check", sql`${t.days} BETWEEN 0 AND 365`),
    check("project_changes_state_check", oneOf(t.state, CHANGE_STATES)),
    check("project_changes_decided_check", sql`(${t.state} = 'proposed') = (${t.decidedAt} IS NULL)`),
    uniqueIndex("project_changes_number_uq").on(t.projectId, t.number),
  ],
);

/**
 * A snag the homeowner lists once the last milestone is reached (room, text, photos): the designer marks it fixed
 * (with a photo), the homeowner closes it or reopens it. The final stage cannot be marked done while one is not closed.
 */
export const projectSnags = pgTable(
  "project_snags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** Snag 1, 2, … within the project. */
    number: smallint("number").notNull(),
    room: text("room").notNull(),
    body: text("body").notNull(),
    state: text("state", { enum: SNAG_STATES }).notNull().default("open"),
    reportedBy: text("reported_by").references(() => users.id, { onDelete: "set null" }),
    /** When the designer last marked it fixed (cleared when the homeowner reopens it). */
    fixedAt: timestamp("fixed_at", { withTimezone: true }),
    fixNote: text("fix_note"),
    /** When the homeowner confirmed the fix: listed to closed is the snag's time to fix. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    reopenedCount: smallint("reopened_count").notNull().default(0),
    /** The form's own key: the same form sent twice lists one snag (null on rows from before the key). */
    clientKey: uuid("client_key"),
    createdAt: createdAt(),
  },
  (t) => [
    check("project_snags_state_check", oneOf(t.state, SNAG_STATES)),
    check("project_snags_room_check", sql`char_length(${t.room}) BETWEEN 1 AND 80`),
    check("project_snags_body_check", sql`char_length(${t.body}) BETWEEN 1 AND 1000`),
    check("project_snags_fix_note_check", sql`${t.fixNote} IS NULL OR char_length(${t.fixNote}) <= 1000`),
    check("project_snags_fixed_check", sql`(${t.state} = 'open') = (${t.fixedAt} IS NULL)`),
    check("project_snags_closed_check", sql`(${t.state} = 'closed') = (${t.closedAt} IS NOT NULL)`),
    uniqueIndex("project_snags_number_uq").on(t.projectId, t.number),
    uniqueIndex("project_snags_client_key_uq").on(t.projectId, t.clientKey),
    index("project_snags_unclosed_idx").on(t.projectId).where(sql`${t.state} <> 'closed'`),
  ],
);

/**
 * A warranty claim the homeowner raises after handover, while the warranty runs (text, photos). The brand must
 * acknowledge it within 72 hours (ack_due_at; late when not) and close it with a note, which the homeowner can
 * reopen (back to acknowledged: the first acknowledgement stands for the brand's public number).
 */
export const warrantyClaims = pgTable(
  "warranty_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** Claim 1, 2, … within the project. */
    number: smallint("number").notNull(),
    body: text("body").notNull(),
    state: text("state", { enum: WARRANTY_CLAIM_STATES }).notNull().default("open"),
    raisedBy: text("raised_by").references(() => users.id, { onDelete: "set null" }),
    ackDueAt: timestamp("ack_due_at", { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedBy: text("acknowledged_by").references(() => users.id, { onDelete: "set null" }),
    closeNote: text("close_note"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    reopenedCount: smallint("reopened_count").notNull().default(0),
    /** The form's own key: the same form sent twice raises one claim (null on rows from before the key). */
    clientKey: uuid("client_key"),
    createdAt: createdAt(),
  },
  (t) => [
    check("warranty_claims_state_check", oneOf(t.state, WARRANTY_CLAIM_STATES)),
    check("warranty_claims_body_check", sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
    check("warranty_claims_note_check", sql`${t.closeNote} IS NULL OR char_length(${t.closeNote}) BETWEEN 1 AND 1000`),
    check("warranty_claims_ack_check", sql`(${t.state} = 'open') = (${t.acknowledgedAt} IS NULL)`),
    check("warranty_claims_closed_check", sql`(${t.state} = 'closed') = (${t.closedAt} IS NOT NULL)`),
    check("warranty_claims_due_check", sql`${t.ackDueAt} > ${t.createdAt}`),
    uniqueIndex("warranty_claims_number_uq").on(t.projectId, t.number),
    uniqueIndex("warranty_claims_client_key_uq").on(t.projectId, t.clientKey),
    index("warranty_claims_open_due_idx").on(t.ackDueAt).where(sql`${t.state} = 'open'`),
  ],
);

/** The project's history: who did what, when (append-only). */
export const projectEvents = pgTable(
  "project_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    actorSide: text("actor_side", { enum: PROJECT_EVENT_SIDES }).notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    summary: text("summary").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("project_events_side_check", oneOf(t.actorSide, PROJECT_EVENT_SIDES)),
    index("project_events_project_idx").on(t.projectId, t.id),
  ],
);

/**
 * A brand's record on the projects it handed over through Nivasa (one row per brand with a handover): rebuilt
 * by a scheduled job from the projects, their snags and warranty claims, so the brand page and its card read
 * one row. The page shows the figures from PROJECT_RECORD_MIN handovers (app/features/projects/record).
 */
export const brandProjectRecords = pgTable(
  "brand_project_records",
  {
    brandId: uuid("brand_id")
      .primaryKey()
      .references(() => brands.id, { onDelete: "cascade" }),
    handovers: integer("handovers").notNull(),
    /** Handed over within PROJECT_RECORD_MIN.lateDays of the planned date (start + timeline with approved changes). */
    onTime: integer("on_time").notNull(),
    /** Days handed over after the planned date (India dates; early counts as 0): the median. */
    medianDelayDays: doublePrecision("median_delay_days").notNull(),
    /** Approved changes as a percentage of the accepted offer: the median. */
    medianChangePercent: doublePrecision("median_change_percent").notNull(),
    firstHandoverAt: timestamp("first_handover_at", { withTimezone: true }).notNull(),
    lastHandoverAt: timestamp("last_handover_at", { withTimezone: true }).notNull(),
    /** Snags closed (the homeowner confirmed the fix), and the median days from reported to closed. */
    snagsClosed: integer("snags_closed").notNull(),
    medianSnagDays: doublePrecision("median_snag_days"),
    firstSnagAt: timestamp("first_snag_at", { withTimezone: true }),
    lastSnagAt: timestamp("last_snag_at", { withTimezone: true }),
    /** Warranty claims acknowledged or past their 72 hours, and those acknowledged in time. */
    claims: integer("claims").notNull(),
    claimsAcknowledgedInTime: integer("claims_acknowledged_in_time").notNull(),
    firstClaimAt: timestamp("first_claim_at", { withTimezone: true }),
    lastClaimAt: timestamp("last_claim_at", { withTimezone: true }),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      "brand_project_records_counts_check",
      sql`${t.handovers} > 0 AND ${t.onTime} BETWEEN 0 AND ${t.handovers} AND ${t.snagsClosed} >= 0 AND ${t.claimsAcknowledgedInTime} BETWEEN 0 AND ${t.claims}`,
    ),
  ],
);

/**
 * What homeowners were quoted on Nivasa per city (and locality where there are enough), per grade: rebuilt by
 * a scheduled job from the offers sent; a figure exists only when it rests on enough offers and brands.
 */
export const priceFigures = pgTable(
  "price_figures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    localityId: uuid("locality_id").references(() => localities.id, { onDelete: "cascade" }),
    grade: text("grade", { enum: OFFER_GRADES }).notNull(),
    offerCount: integer("offer_count").notNull(),
    brandCount: integer("brand_count").notNull(),
    /** ₹ per sq ft (without GST), in paise: the median and the middle half. */
    medianPaisePerSqft: bigint("median_paise_per_sqft", { mode: "number" }).notNull(),
    lowerQuartilePaisePerSqft: bigint("lower_quartile_paise_per_sqft", { mode: "number" }).notNull(),
    upperQuartilePaisePerSqft: bigint("upper_quartile_paise_per_sqft", { mode: "number" }).notNull(),
    firstOfferAt: timestamp("first_offer_at", { withTimezone: true }).notNull(),
    lastOfferAt: timestamp("last_offer_at", { withTimezone: true }).notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("price_figures_grade_check", oneOf(t.grade, OFFER_GRADES)),
    index("price_figures_place_idx").on(t.cityId, t.localityId, t.grade),
  ],
);

/** Directory pages the scraper reads, as URL templates with {city} (admin-editable on /admin/data-scraper). */
export const importSources = pgTable(
  "import_sources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    urlTemplate: text("url_template").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("import_sources_template_check", sql`position('{city}' in ${t.urlTemplate}) > 0`)],
);

export const importRuns = pgTable(
  "import_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startedBy: text("started_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: IMPORT_RUN_STATUSES }).notNull().default("running"),
    cities: text("cities").array().notNull().default(sql`'{}'::text[]`),
    progress: smallint("progress").notNull().default(0),
    designersAdded: integer("designers_added").notNull().default(0),
    error: text("error"),
    /** The Firecrawl key typed for this run, sealed with the app secret (key-vault.server.ts); erased when it ends. */
    sealedKey: text("sealed_key"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("import_runs_status_check", oneOf(t.status, IMPORT_RUN_STATUSES)),
    check("import_runs_progress_check", sql`${t.progress} BETWEEN 0 AND 100`),
    index("import_runs_started_idx").on(t.startedAt.desc()),
    // One run at a time: Start Scraping is refused while one is going, on every instance.
    uniqueIndex("import_runs_one_running_uq").on(t.status).where(sql`${t.status} = 'running'`),
  ],
);

/** A city of a run: its checkpoint (pending → scraped with its records → imported, or failed) and its counts. */
export const importRunCities = pgTable(
  "import_run_cities",
  {
    importRunId: uuid("import_run_id")
      .notNull()
      .references(() => importRuns.id, { onDelete: "cascade" }),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    status: text("status", { enum: IMPORT_CITY_STATUSES }).notNull().default("pending"),
    /** Valid, normalised records between scraping and saving. */
    records: jsonb("records").$type<unknown[]>(),
    found: integer("found").notNull().default(0),
    invalid: integer("invalid").notNull().default(0),
    duplicates: integer("duplicates").notNull().default(0),
    /** Beyond the 15 new listings a city may get per run. */
    capped: integer("capped").notNull().default(0),
    designersAdded: integer("designers_added").notNull().default(0),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "import_run_cities_pk", columns: [t.importRunId, t.cityId] }),
    check("import_run_cities_status_check", oneOf(t.status, IMPORT_CITY_STATUSES)),
  ],
);

// ── Alerts (WhatsApp, SMS, email) ──

/**
 * Which channels a person gets alerts on now: one row per (person, channel) they ever set; no row means the default
 * (email on, WhatsApp and SMS off). WhatsApp and SMS go only to `phone_number`, the verified number consented for.
 */
export const alertChannelSettings = pgTable(
  "alert_channel_settings",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ALERT_CHANNELS }).notNull(),
    enabled: boolean("enabled").notNull(),
    phoneNumber: text("phone_number"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel] }),
    check("alert_channel_settings_channel_check", oneOf(t.channel, ALERT_CHANNELS)),
    check(
      "alert_channel_settings_phone_check",
      sql`${t.channel} = 'email' OR NOT ${t.enabled} OR ${t.phoneNumber} IS NOT NULL`,
    ),
    index("alert_channel_settings_phone_idx").on(t.phoneNumber),
  ],
);

/**
 * Every turn of an alert channel on or off, kept as WhatsApp's rules require: when, the exact wording shown, the
 * number, the page it was given on, and how (settings, a STOP reply). Append-only by use: settings change only
 * together with a row here (features/alerts/channels).
 */
export const alertConsents = pgTable(
  "alert_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ALERT_CHANNELS }).notNull(),
    enabled: boolean("enabled").notNull(),
    phoneNumber: text("phone_number"),
    /** The consent sentence shown next to the switch, word for word (empty when turned off). */
    wording: text("wording").notNull(),
    /** The path of the page the change was made on (`/profile`, `/brand-dashboard/settings`, `/webhooks/whatsapp`). */
    page: text("page").notNull(),
    via: text("via", { enum: ALERT_CHANNEL_CHANGES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("alert_consents_channel_check", oneOf(t.channel, ALERT_CHANNELS)),
    check("alert_consents_via_check", oneOf(t.via, ALERT_CHANNEL_CHANGES)),
    index("alert_consents_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * One alert to one person on one channel, created in the transaction of the change that causes it and sent by a job.
 * `event_key` names the event (e.g. `new_lead:<lead id>`); unique with the person and channel, so a retry, a restart
 * or a second instance never sends it twice. A fallback to the next channel is a new row naming the one it replaces.
 */
export const alerts = pgTable(
  "alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventKey: text("event_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ALERT_CHANNELS }).notNull(),
    kind: text("kind", { enum: ALERT_KINDS }).notNull(),
    /** The provider's template name (WhatsApp) or the DLT template kind (SMS), from content/alerts.ts. */
    template: text("template").notNull(),
    /** The template's named parameters, and `link`: the page the alert opens. */
    parameters: jsonb("parameters").$type<Record<string, string>>().notNull(),
    state: text("state", { enum: ALERT_STATES }).notNull().default("queued"),
    /** The recipient on this channel: +91… for WhatsApp and SMS, the address for email. */
    recipient: text("recipient").notNull(),
    /** The provider's message id (WhatsApp `wamid…`, the SMS gateway's request id), matched by delivery receipts. */
    providerId: text("provider_id"),
    attempts: integer("attempts").notNull().default(0),
    /** The provider's error code of the last failure, and what it said (never personal data). */
    failureCode: text("failure_code"),
    failureReason: text("failure_reason"),
    /** The alert this one replaces after it failed permanently on its channel. */
    fallbackFrom: uuid("fallback_from"),
    /** Not sent before this time (quiet hours, a message alert's delay). */
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A worker is sending it until then: another worker (a retry, a second instance) leaves it alone meanwhile, and
     * takes it over once the time passed without a result (the worker died).
     */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /**
     * An SMS alert's short link (`/a/<code>`, within DLT's 30 characters a variable): the first visit within the
     * sign-in link's days signs its reader in to the page, later ones just open it.
     */
    linkCode: text("link_code"),
    linkOpenedAt: timestamp("link_opened_at", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("alerts_event_user_channel_key").on(t.eventKey, t.userId, t.channel),
    uniqueIndex("alerts_provider_id_key").on(t.channel, t.providerId),
    uniqueIndex("alerts_link_code_key").on(t.linkCode),
    index("alerts_created_idx").on(t.createdAt.desc()),
    index("alerts_user_idx").on(t.userId, t.createdAt.desc()),
    foreignKey({ columns: [t.fallbackFrom], foreignColumns: [t.id], name: "alerts_fallback_from_fkey" }).onDelete(
      "set null",
    ),
    check("alerts_channel_check", oneOf(t.channel, ALERT_CHANNELS)),
    check("alerts_kind_check", oneOf(t.kind, ALERT_KINDS)),
    check("alerts_state_check", oneOf(t.state, ALERT_STATES)),
    check("alerts_attempts_check", sql`${t.attempts} >= 0`),
  ],
);

/**
 * The WhatsApp messages people sent to the business number, by Meta's id (`wamid…`): a webhook body Meta delivers
 * again finds its message here and changes nothing (features/alerts/webhook).
 */
export const whatsappInboundMessages = pgTable("whatsapp_inbound_messages", {
  messageId: text("message_id").primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The automatic reply to each number that wrote to the business number in the last 24 hours: at most one per number
 * in that time. Rows older than that are deleted as new messages come in, so no number is kept longer.
 */
export const whatsappAutoReplies = pgTable(
  "whatsapp_auto_replies",
  {
    phoneNumber: text("phone_number").primaryKey(),
    repliedAt: timestamp("replied_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("whatsapp_auto_replies_replied_idx").on(t.repliedAt)],
);

// ── Operations ──

/**
 * Every admin action, written in the same transaction as the action (features/admin/audit.server.ts).
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, and the app has no path that tries. The actor is
 * kept by id and email without a foreign key, so deleting a user never rewrites history.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.createdAt.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc()),
    index("audit_log_action_idx").on(t.action, t.createdAt.desc()),
  ],
);
