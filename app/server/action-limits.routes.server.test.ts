import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Db } from "~/db/client.server";
import {
  brandFavourites,
  brands,
  claims,
  imageLikes,
  interiorListings,
  leadMessages,
  quoteRequests,
  reviews,
} from "~/db/schema";
import { CLAIM_MESSAGES, MAX_OPEN_CLAIMS } from "~/features/claims/submit-claim.server";
import { ABUSE_MESSAGES, QUOTE_LIMITS } from "~/features/leads/requests/abuse-rules";
import { action as likeRoute } from "~/routes/api.image-like";
import { action as brandReviewsRoute } from "~/routes/brand.reviews";
import { action as joinRoute } from "~/routes/brand-dashboard";
import { action as leadThreadRoute } from "~/routes/brand-dashboard.lead";
import { action as dashboardReviewsRoute } from "~/routes/brand-dashboard.reviews";
import { action as favouritesRoute } from "~/routes/favourites";
import {
  ACTION_LIMIT_MESSAGES,
  ACTION_LIMITS,
  type LimitedAction,
  withinActionLimit,
} from "~/services/action-limits.server";
import { readFlashToast } from "~/services/flash.server";
import { cookieFrom, formRequest, pageRequest } from "~/testing/auth.server";
import { createListing, fileClaim } from "~/testing/claims.server";
import { createTestImage } from "~/testing/gallery.server";
import { useTestJobQueue } from "~/testing/job-queue.server";
import { createTestLead, leadIdOf } from "~/testing/leads.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import { describeRoutesOnEachDatabase, postQuoteThroughCode, respond, sessionCookieOf } from "~/testing/routes.server";

/** One way to reach a limited action: the route, who sends it, and what attempt `n` leaves behind. */
interface Entry {
  action: LimitedAction | "quote" | "claim";
  route: string;
  /** Who does it (from a fresh set of personas per entry, so each has its own count). */
  as: "homeowner" | "owner" | "anonymous";
  /** Uses up all of the sender's limit but one attempt, as any route that reaches the action would. */
  useAllButOne(world: World): Promise<void>;
  send(world: World, n: number): Promise<Response>;
  /** Whether attempt `n` took effect. */
  tookEffect(world: World, n: number): Promise<boolean>;
  /** What the sender is told once past the limit. */
  refusal: string;
}

interface World {
  db: Db;
  people: Personas;
  cookie: string;
  brandSlug: string;
  reviewId: string;
  imageId: string;
  /** A lead (thread) of the owner's brand from the homeowner. */
  leadId: string;
}

function post(path: string, cookie: string, fields: Record<string, string>, accept?: string): Request {
  const request = formRequest(path, { cookie });
  if (accept) request.headers.set("accept", accept);
  return new Request(request, { body: new URLSearchParams(fields) });
}

const reviewText = (n: number) => `Attempt ${n}: a careful designer who finished our kitchen on time and on budget.`;
const replyText = (n: number) => `Reply ${n}: thank you for the kind words.`;

async function replyIs(world: World, n: number): Promise<boolean> {
  const [row] = await world.db.select({ reply: reviews.reply }).from(reviews).where(eq(reviews.id, world.reviewId));
  return row?.reply === replyText(n);
}

async function likes(world: World): Promise<boolean> {
  const rows = await world.db
    .select()
    .from(imageLikes)
    .where(and(eq(imageLikes.imageId, world.imageId), eq(imageLikes.userId, world.people.homeowner.userId)));
  return rows.length > 0;
}

async function saved(world: World, brandId: string): Promise<boolean> {
  const rows = await world.db
    .select()
    .from(brandFavourites)
    .where(and(eq(brandFavourites.brandId, brandId), eq(brandFavourites.userId, world.people.homeowner.userId)));
  return rows.length > 0;
}

/** Attempt 1 likes or saves, attempt 2 takes it back: each attempt's effect shows in the rows. */
const wanted = (n: number) => n % 2 === 1;

/** An entry to a per-account limit (ACTION_LIMITS), counted by withinActionLimit wherever it is reached. */
function perAccount(
  entry: Omit<Entry, "useAllButOne" | "refusal"> & { action: LimitedAction; as: "homeowner" | "owner" },
): Entry {
  return {
    ...entry,
    refusal: ACTION_LIMIT_MESSAGES[entry.action],
    async useAllButOne(w) {
      const { userId } = w.people[entry.as];
      for (let i = 1; i < ACTION_LIMITS[entry.action].max; i++) await withinActionLimit(w.db, entry.action, userId);
    },
  };
}

const quoteRequirement = (n: number) => `Full interiors for a new 2 BHK, request ${n}`;

let nextPhone = 1;

/**
 * Quote request `n`, each from its own phone: signed out from one network address (its ceiling is the limit
 * reached), or signed in with `cookie` from an address of its own (the account's limit is).
 */
function sendQuote(n: number, cookie?: string): Promise<Response> {
  const fields = {
    name: "Priya Sharma",
    // Never the same number twice, in either database's suite: each reads its code from one shared outbox.
    phone: String(9800000000 + nextPhone++),
    email: "priya.sharma@example.test",
    location: "Koramangala, Bangalore",
    requirement: quoteRequirement(n),
  };
  return postQuoteThroughCode(fields, cookie ? { cookie, ip: `203.0.113.${n % 250}` } : { ip: "198.51.100.77" });
}

/** Where the numbers (phones and requirements) of the per-account entry's requests start: apart from the others'. */
const ACCOUNT_QUOTES = 1000;

async function quoteStored(w: World, n: number): Promise<boolean> {
  const rows = await w.db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.requirement, quoteRequirement(n)));
  return rows.length > 0;
}

const leadReply = (n: number) => `Lead reply ${n}: we can visit on Saturday.`;

const claimedListing = (n: number) => `Claimed listing ${n}`;

/** Claim request `n`, for a listing of its own (open claims are capped per person, not per listing). */
async function requestClaim(w: World, n: number): Promise<Response> {
  const listing = await createListing(w.db, { name: claimedListing(n) });
  const form = new FormData();
  const fields = {
    intent: "request-claim",
    kind: "listing",
    id: listing.id,
    fullName: "Kavya Rao",
    businessName: "Rao Interiors",
    email: "kavya@example.test",
    mobile: "+919876543210",
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return respond(joinRoute, new Request(formRequest("/brand-dashboard", { cookie: w.cookie }), { body: form }));
}

const ENTRIES: Entry[] = [
  {
    action: "quote",
    route: "POST /get-quote (network address ceiling)",
    as: "anonymous",
    refusal: ABUSE_MESSAGES.addressLimit,
    async useAllButOne() {
      for (let i = 1; i < QUOTE_LIMITS.perAddress.max; i++) await sendQuote(100 + i);
    },
    send: (_w, n) => sendQuote(n),
    tookEffect: quoteStored,
  },
  {
    action: "quote",
    route: "POST /get-quote (per account)",
    as: "homeowner",
    refusal: ABUSE_MESSAGES.accountLimit,
    async useAllButOne(w) {
      const made = await w.db
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(eq(quoteRequests.userId, w.people.homeowner.userId));
      for (let i = made.length + 1; i < QUOTE_LIMITS.perAccount.max; i++)
        await sendQuote(ACCOUNT_QUOTES + 100 + i, w.cookie);
    },
    send: (w, n) => sendQuote(ACCOUNT_QUOTES + n, w.cookie),
    tookEffect: (w, n) => quoteStored(w, ACCOUNT_QUOTES + n),
  },
  perAccount({
    action: "message",
    route: "POST /brand-dashboard/leads/:leadId (message)",
    as: "owner",
    send: (w, n) =>
      respond(
        leadThreadRoute,
        post(`/brand-dashboard/leads/${w.leadId}`, w.cookie, { intent: "message", body: leadReply(n) }),
        { leadId: w.leadId },
      ),
    tookEffect: async (w, n) => {
      const rows = await w.db
        .select()
        .from(leadMessages)
        .where(eq(leadMessages.body, leadReply(n)));
      return rows.length > 0;
    },
  }),
  {
    action: "claim",
    route: "POST /brand-dashboard (claim request, open claims per person)",
    as: "homeowner",
    refusal: CLAIM_MESSAGES.tooMany,
    async useAllButOne(w) {
      for (let i = 1; i < MAX_OPEN_CLAIMS; i++) {
        const listing = await createListing(w.db);
        await fileClaim(w.db, w.people.homeowner.userId, { listingId: listing.id });
      }
    },
    send: requestClaim,
    tookEffect: async (w, n) => {
      const rows = await w.db
        .select({ id: claims.id })
        .from(claims)
        .innerJoin(interiorListings, eq(interiorListings.id, claims.listingId))
        .where(eq(interiorListings.name, claimedListing(n)));
      return rows.length > 0;
    },
  },
  perAccount({
    action: "review",
    route: "POST /brand/:slug/reviews (review)",
    as: "homeowner",
    send: (w, n) =>
      respond(
        brandReviewsRoute,
        post(`/brand/${w.brandSlug}/reviews`, w.cookie, { rating: "5", body: reviewText(n) }),
        {
          brandSlug: w.brandSlug,
        },
      ),
    tookEffect: async (w, n) => {
      const [row] = await w.db
        .select({ body: reviews.body })
        .from(reviews)
        .where(eq(reviews.userId, w.people.homeowner.userId));
      return row?.body === reviewText(n);
    },
  }),
  perAccount({
    action: "review",
    route: "POST /brand/:slug/reviews (owner reply)",
    as: "owner",
    send: (w, n) =>
      respond(
        brandReviewsRoute,
        post(`/brand/${w.brandSlug}/reviews`, w.cookie, { intent: "reply", reviewId: w.reviewId, reply: replyText(n) }),
        { brandSlug: w.brandSlug },
      ),
    tookEffect: replyIs,
  }),
  perAccount({
    action: "review",
    route: "POST /brand-dashboard/reviews (owner reply)",
    as: "owner",
    send: (w, n) =>
      respond(
        dashboardReviewsRoute,
        post("/brand-dashboard/reviews", w.cookie, { reviewId: w.reviewId, reply: replyText(n) }),
      ),
    tookEffect: replyIs,
  }),
  perAccount({
    action: "like",
    route: "POST /api/images/:id/like (script)",
    as: "homeowner",
    send: (w, n) =>
      respond(
        likeRoute,
        post(`/api/images/${w.imageId}/like`, w.cookie, { liked: String(wanted(n)) }, "application/json"),
        { imageId: w.imageId },
      ),
    tookEffect: async (w, n) => (await likes(w)) === wanted(n),
  }),
  perAccount({
    action: "like",
    route: "POST /api/images/:id/like (form without JavaScript)",
    as: "homeowner",
    send: (w, n) =>
      respond(likeRoute, post(`/api/images/${w.imageId}/like`, w.cookie, { liked: String(wanted(n)) }), {
        imageId: w.imageId,
      }),
    tookEffect: async (w, n) => (await likes(w)) === wanted(n),
  }),
  perAccount({
    action: "favourite",
    route: "POST /favourites",
    as: "homeowner",
    send: (w, n) =>
      respond(
        favouritesRoute,
        post("/favourites", w.cookie, { brandId: w.people.owner.brandId, favourite: wanted(n) ? "1" : "0" }),
      ),
    tookEffect: async (w, n) => (await saved(w, w.people.owner.brandId)) === wanted(n),
  }),
  perAccount({
    action: "favourite",
    route: "POST /favourites (merge after sign-in)",
    as: "homeowner",
    send: (w, n) => {
      const brandId = n === 1 ? w.people.owner.brandId : w.people.otherOwner.brandId;
      return respond(
        favouritesRoute,
        post("/favourites", w.cookie, { intent: "merge", brandIds: JSON.stringify([brandId]) }),
      );
    },
    tookEffect: (w, n) => saved(w, n === 1 ? w.people.owner.brandId : w.people.otherOwner.brandId),
  }),
];

/** What the sender is told: a toast's text, or the JSON answer. */
async function told(response: Response): Promise<string> {
  const { toast } = readFlashToast(pageRequest("/", cookieFrom(response.headers)));
  if (toast) return `${toast.title} ${toast.description ?? ""}`;
  return JSON.stringify(await response.json());
}

describeRoutesOnEachDatabase("every route to a limited action shares its limit", (getDb) => {
  useTestJobQueue(getDb);
  // One fixed minute, mid-window, so no limit window turns over during a test.
  beforeAll(() => {
    const now = new Date();
    now.setUTCMinutes(15, 0, 0);
    vi.useFakeTimers({ toFake: ["Date"], now });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  async function world(entry: Entry): Promise<World> {
    const db = getDb();
    const people = await createPersonas(db);
    const [brand] = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, people.owner.brandId));
    const [review] = await db
      .insert(reviews)
      .values({ brandId: people.owner.brandId, userId: people.otherOwner.userId, rating: 4, body: reviewText(0) })
      .returning({ id: reviews.id });
    const image = await createTestImage(db, people.owner.brandId);
    const requestId = await createTestLead(db, people.owner.brandId, { userId: people.homeowner.userId });
    const leadId = await leadIdOf(db, requestId, people.owner.brandId);
    if (!brand || !review) throw new Error("fixtures not created");
    const cookie = entry.as === "anonymous" ? "" : await sessionCookieOf(people[entry.as]);
    return { db, people, cookie, brandSlug: brand.slug, reviewId: review.id, imageId: image.id, leadId };
  }

  it.each(ENTRIES)("$action through $route: the last allowed attempt acts, the next is refused", async (entry) => {
    const w = await world(entry);
    await entry.useAllButOne(w);
    await entry.send(w, 1);
    expect(await entry.tookEffect(w, 1)).toBe(true);

    const refused = await entry.send(w, 2);
    expect(await entry.tookEffect(w, 2)).toBe(false);
    expect(await told(refused)).toContain(entry.refusal);
  });
});
