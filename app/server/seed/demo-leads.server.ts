import { randomUUID } from "node:crypto";
import type { Executor } from "~/db/client.server";
import { brandStats, leadMessages, leads, quoteRequests } from "~/db/schema";
import { lastMonths } from "~/features/brands/analytics/analytics";
import { refreshAllResponseTimes } from "~/features/leads/response-time/response-time.server";
import { statsMonth } from "~/lib/dates";
import { createRandom, type Random } from "~/lib/random";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { bulkInsert } from "./bulk-insert.server";
import type { GeneratedBrand } from "./catalog.server";
import { markDemoThreads, seedDemoConversation } from "./demo-conversation.server";
import type { Reviewer } from "./demo-reviews";
import { FIRST_NAMES, SURNAMES } from "./words";

/**
 * Demo leads: the designer's brand gets a year of quote requests in every status, with private notes and
 * replies, and profile views for its Analytics tab (likes come from the seed's like rows); the demo homeowner
 * has two requests, one with a conversation with the designer (demo-conversation.server.ts); other brands get
 * a few recent leads, so listing cards show measured response times.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Request = typeof quoteRequests.$inferInsert;
type LeadRow = typeof leads.$inferInsert;
type Reply = typeof leadMessages.$inferInsert;

const REQUIREMENTS = [
  "Full interiors for a new 3 BHK apartment: modular kitchen, wardrobes in all bedrooms and a TV unit.",
  "Modular kitchen with an island and tall units; we would like a quote for a mid-range finish.",
  "Renovating a 2 BHK that is 15 years old: false ceiling, lighting, new flooring and storage.",
  "Living and dining room makeover with a pooja unit and a crockery cabinet.",
  "Kids' room with a study corner and a bunk bed, plus a walk-in wardrobe in the master bedroom.",
  "Villa interiors, around 2,800 sq ft. Looking for a contemporary look with warm wood tones.",
  "Home office and guest bedroom; we work from home and need good storage and lighting.",
  "Bathroom remodel for two bathrooms, and wall panelling in the living room.",
];

const LOCATIONS = ["Adyar, Chennai", "Anna Nagar, Chennai", "Velachery, Chennai", "OMR, Chennai", "T. Nagar, Chennai"];
const BUDGETS = ["2-5-lakh", "5-10-lakh", "10-15-lakh", "15-25-lakh", null] as const;
const TIMELINES = ["immediately", "within-1-month", "1-3-months", "3-6-months", null] as const;

const NOTES = {
  contacted: ["Site visit booked for Saturday 11 am.", "Sent two kitchen layouts; waiting for their pick."],
  won: ["Signed: 3 BHK, ₹9.5 L, work starts next month.", "Advance received. Kitchen first, then wardrobes."],
  lost: ["Went with a cheaper modular kitchen vendor.", "Postponed the project to next year."],
} as const;

const REPLIES = [
  "Thank you for reaching out! We'd love to see the space. Would Saturday morning suit you for a site visit?",
  "Thanks for the details. I've shared a few similar projects we did nearby; shall we talk this evening?",
  "Happy to help with this. Could you send the floor plan? We'll come back with a rough estimate in two days.",
];

/** The designer's leads: [days ago, status, hours to respond (null: not yet), from an account]. */
const DESIGNER_LEADS: [number, "new" | "contacted" | "won" | "lost", number | null, boolean][] = [
  [0.2, "new", null, false],
  [1, "new", null, true],
  [4, "contacted", 2, true],
  [9, "contacted", 1, false],
  [16, "won", 3, true],
  [27, "lost", 5, true],
  [41, "contacted", 4, false],
  [63, "won", 2, true],
  [98, "lost", 30, false],
  [130, "won", 6, true],
  [170, "lost", 20, true],
  [205, "won", 3, false],
  [240, "contacted", 8, true],
  [290, "won", 4, true],
  [330, "lost", 12, false],
];

function phone(rnd: Random): string {
  return `+91${rnd.pick(["98", "97", "90", "88", "70", "63"])}${String(rnd.int(0, 99_999_999)).padStart(8, "0")}`;
}

function request(rnd: Random, brandId: string, at: Date, person: { id: string | null; name: string }): Request {
  return {
    id: randomUUID(),
    userId: person.id,
    name: person.name,
    phone: phone(rnd),
    location: rnd.pick(LOCATIONS),
    requirement: rnd.pick(REQUIREMENTS),
    budget: rnd.pick(BUDGETS),
    timeline: rnd.pick(TIMELINES),
    brandId,
    createdAt: at,
  };
}

interface Leads {
  requests: Request[];
  recipients: LeadRow[];
  replies: Reply[];
}

function designerLeads(rnd: Random, brandId: string, ownerId: string, reviewers: Reviewer[], now: Date): Leads {
  const out: Leads = { requests: [], recipients: [], replies: [] };
  for (const [i, [daysAgo, status, hours, hasAccount]] of DESIGNER_LEADS.entries()) {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const reviewer = reviewers[(i * 7) % reviewers.length];
    const name = `${reviewer.firstName} ${rnd.pick(SURNAMES)}`;
    const lead = request(rnd, brandId, at, { id: hasAccount ? reviewer.id : null, name });
    const respondedAt = hours === null ? null : new Date(at.getTime() + hours * HOUR);
    out.requests.push(lead);
    out.recipients.push({
      quoteRequestId: lead.id as string,
      brandId,
      createdAt: at,
      notifiedAt: at,
      status,
      note: status === "new" ? null : rnd.pick(NOTES[status]),
      respondedAt,
      statusChangedAt: respondedAt,
    });
    if (hasAccount && respondedAt) {
      out.replies.push({
        quoteRequestId: lead.id as string,
        brandId,
        authorSide: "brand",
        authorId: ownerId,
        body: rnd.pick(REPLIES),
        createdAt: respondedAt,
      });
    }
  }
  return out;
}

/**
 * The demo homeowner asked the designer (who replied: the conversation goes on in demo-conversation) and was
 * matched with one more brand too; an older kitchen request went to two other brands, still unanswered.
 */
function homeownerLeads(
  rnd: Random,
  owned: { brandId: string; ownerId: string },
  alsoTo: string[],
  homeowner: { id: string; name: string },
  now: Date,
): Leads & { conversation: { quoteRequestId: string; repliedAt: Date } } {
  const at = new Date(now.getTime() - 3 * DAY);
  const lead = request(rnd, owned.brandId, at, homeowner);
  const respondedAt = new Date(at.getTime() + 90 * 60 * 1000);
  const kitchenAt = new Date(now.getTime() - 12 * DAY);
  // Its own random numbers: the other demo leads stay as they were before it existed.
  const kitchen = request(createRandom(47), alsoTo[1], kitchenAt, homeowner);
  return {
    conversation: { quoteRequestId: lead.id as string, repliedAt: respondedAt },
    requests: [
      { ...lead, location: "Adyar, Chennai", requirement: REQUIREMENTS[0], budget: "15-25-lakh" },
      { ...kitchen, location: "Adyar, Chennai", requirement: REQUIREMENTS[1], budget: "5-10-lakh" },
    ],
    recipients: [
      {
        quoteRequestId: lead.id as string,
        brandId: owned.brandId,
        createdAt: at,
        notifiedAt: at,
        status: "contacted",
        note: "Prefers calls after 6 pm.",
        respondedAt,
        statusChangedAt: respondedAt,
      },
      { quoteRequestId: lead.id as string, brandId: alsoTo[0], createdAt: at, notifiedAt: at },
      ...alsoTo.slice(1).map((brandId) => ({
        quoteRequestId: kitchen.id as string,
        brandId,
        createdAt: kitchenAt,
        notifiedAt: kitchenAt,
      })),
    ],
    replies: [
      {
        quoteRequestId: lead.id as string,
        brandId: owned.brandId,
        authorSide: "brand",
        authorId: owned.ownerId,
        body: `Hello ${homeowner.name.split(" ")[0]}, thank you for your request! We have done several 3 BHK homes in Adyar. Could we visit this Saturday at 11 am to measure up?`,
        createdAt: respondedAt,
      },
    ],
  };
}

/** A third of the other brands get 3–6 leads in the last 80 days, most answered within a day or two. */
function otherLeads(rnd: Random, brands: GeneratedBrand[], now: Date): Leads {
  const out: Leads = { requests: [], recipients: [], replies: [] };
  for (const brand of brands) {
    if (!rnd.chance(0.35)) continue;
    const answersWithin = rnd.pick([2, 4, 8, 20, 40]);
    for (let i = rnd.int(3, 6); i > 0; i--) {
      const at = new Date(now.getTime() - rnd.float(0.5, 80) * DAY);
      const lead = request(rnd, brand.id, at, { id: null, name: `${rnd.pick(FIRST_NAMES)} ${rnd.pick(SURNAMES)}` });
      lead.location = `${brand.areasServed[0] ?? brand.city}, ${brand.city}`;
      const respondedAt = rnd.chance(0.85) ? new Date(at.getTime() + rnd.float(0.2, answersWithin) * HOUR) : null;
      out.requests.push(lead);
      out.recipients.push({
        quoteRequestId: lead.id as string,
        brandId: brand.id,
        createdAt: at,
        notifiedAt: at,
        status: respondedAt ? rnd.pick(["contacted", "contacted", "won", "lost"] as const) : "new",
        respondedAt,
        statusChangedAt: respondedAt,
      });
    }
  }
  return out;
}

/** Twelve months (India's) of profile views for the designer's brand, growing with its portfolio. */
function designerViews(rnd: Random, brandId: string, now: Date) {
  return lastMonths(statsMonth(now), 12).map((monthYear, i) => ({
    brandId,
    monthYear,
    profileViews: 60 + i * 18 + rnd.int(0, 40),
  }));
}

export async function seedDemoLeads(
  tx: Executor,
  documents: ObjectStorage,
  input: {
    brands: GeneratedBrand[];
    owned: string;
    designer: string;
    homeowner: string;
    homeownerName: string;
    reviewers: Reviewer[];
    now: Date;
  },
): Promise<number> {
  const rnd = createRandom(31);
  const others = input.brands.filter((brand) => brand.id !== input.owned);
  const alsoTo = others
    .filter((brand) => brand.citySlug === "chennai")
    .slice(0, 3)
    .map((brand) => brand.id);
  if (alsoTo.length < 3) throw new Error("the demo catalog has too few Chennai brands");
  const owned = { brandId: input.owned, ownerId: input.designer };
  const homeowner = { id: input.homeowner, name: input.homeownerName };
  const theirs = homeownerLeads(rnd, owned, alsoTo, homeowner, input.now);
  const parts = [
    designerLeads(rnd, input.owned, input.designer, input.reviewers, input.now),
    theirs,
    otherLeads(rnd, others, input.now),
  ];
  const all = {
    requests: parts.flatMap((part) => part.requests),
    recipients: parts.flatMap((part) => part.recipients),
    replies: parts.flatMap((part) => part.replies),
  };
  await bulkInsert(tx, quoteRequests, all.requests);
  // bulkInsert takes the first row's columns: rows without a note or reply time get explicit nulls.
  await bulkInsert(
    tx,
    leads,
    all.recipients.map((row) => ({
      status: "new" as const,
      note: null,
      respondedAt: null,
      statusChangedAt: null,
      ...row,
    })),
  );
  await bulkInsert(tx, leadMessages, all.replies);
  await seedDemoConversation(
    tx,
    documents,
    { ...theirs.conversation, brandId: input.owned, homeownerId: input.homeowner, designerId: input.designer },
    input.now,
  );
  await markDemoThreads(tx);
  await bulkInsert(tx, brandStats, designerViews(rnd, input.owned, input.now));
  await refreshAllResponseTimes(tx, input.now);
  return all.requests.length;
}
