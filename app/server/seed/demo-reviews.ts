import type { reviews } from "~/db/schema";
import type { Random } from "~/lib/random";
import type { GeneratedBrand } from "./catalog.server";
import {
  DELAY_WORDS,
  fill,
  OWNER_REPLIES,
  REVIEW_CLOSINGS,
  REVIEW_CRITIQUES,
  REVIEW_HOMES,
  REVIEW_NITS,
  REVIEW_OPENINGS,
  REVIEW_PRAISE,
  REVIEW_ROOMS,
  SERVICE_ROOMS,
  SHORT_REVIEWS,
} from "./words";

/** Demo reviews: how many a brand gets, their ratings, dates, composed text and owner replies. */

const DAY = 24 * 60 * 60 * 1000;
/** Reviews go back two years at most. */
const HISTORY_DAYS = 730;

export interface Reviewer {
  id: string;
  firstName: string;
}

type ReviewRow = typeof reviews.$inferInsert;
type Band = keyof typeof REVIEW_CLOSINGS;
type Values = Record<string, string | number>;

/**
 * A handful of brands have no reviews, most have 1–25 and a few popular ones up to 40;
 * brands that joined recently have had less time to collect them.
 */
export function reviewCountFor(rnd: Random, brand: GeneratedBrand, now: Date): number {
  const roll = rnd.next();
  if (roll < 0.04) return 0;
  const count = roll < 0.09 ? rnd.int(28, 40) : 1 + Math.floor(rnd.next() ** 1.4 * 25);
  const ageDays = (now.getTime() - brand.createdAt.getTime()) / DAY;
  return Math.max(1, Math.round(count * Math.min(1, ageDays / 540)));
}

/**
 * `count` reviews of one brand by distinct reviewers, oldest first. Ratings scatter around the brand's
 * own level (mostly 4–5, with some honest 2–3 star critiques). With `ownerReplies`, the owner has
 * answered most of them — but never the newest, which still waits for a reply.
 */
export function brandReviews(
  rnd: Random,
  brand: GeneratedBrand,
  reviewers: readonly Reviewer[],
  count: number,
  { now, ownerReplies }: { now: Date; ownerReplies: boolean },
): ReviewRow[] {
  if (count > reviewers.length) throw new Error(`${count} reviews need as many reviewers (${reviewers.length})`);
  const level = 4.95 - rnd.next() ** 2 * 1.65;
  const end = now.getTime() - DAY / 2;
  const start = Math.min(end - DAY, Math.max(brand.createdAt.getTime(), now.getTime() - HISTORY_DAYS * DAY));
  const written = rnd
    .sample(reviewers, count)
    .map((reviewer) => ({ reviewer, createdAt: new Date(start + rnd.next() * (end - start)) }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  return written.map(({ reviewer, createdAt }, i) => {
    const noise = (rnd.next() + rnd.next() + rnd.next() - 1.5) * 1.4;
    const rating = Math.min(5, Math.max(1, Math.round(level + noise)));
    const values = reviewValues(rnd, brand);
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY;
    const isNewest = i === written.length - 1;
    const replied = ownerReplies && !isNewest && rnd.chance(rating >= 4 ? 0.6 : 0.85);
    const edited = ageDays > 3 && rnd.chance(0.06);
    return {
      brandId: brand.id,
      userId: reviewer.id,
      rating,
      body: composeReview(rnd, rating, values),
      reply: replied
        ? fill(rnd.pick(OWNER_REPLIES[rating >= 4 ? "good" : "poor"]), { ...values, name: reviewer.firstName })
        : null,
      repliedAt: replied
        ? new Date(createdAt.getTime() + rnd.float(0.2, Math.max(0.3, Math.min(10, ageDays * 0.9))) * DAY)
        : null,
      createdAt,
      updatedAt: edited ? new Date(createdAt.getTime() + rnd.float(1, Math.min(60, ageDays - 1)) * DAY) : createdAt,
    };
  });
}

/** The facts one review mentions: the brand's city, an area it serves, its styles and services. */
function reviewValues(rnd: Random, brand: GeneratedBrand): Values {
  const serviceRooms = brand.servicesOffered.map((s) => SERVICE_ROOMS[s as keyof typeof SERVICE_ROOMS]).filter(Boolean);
  const room = serviceRooms.length > 0 && rnd.chance(0.6) ? rnd.pick(serviceRooms) : rnd.pick(REVIEW_ROOMS);
  const style = brand.styleSpecialties.length > 0 ? rnd.pick(brand.styleSpecialties) : "modern";
  return {
    brand: brand.brandName,
    city: brand.city,
    locality: brand.areasServed.length > 0 ? rnd.pick(brand.areasServed) : brand.city,
    home: rnd.pick(REVIEW_HOMES),
    room: room ?? "living room",
    room2: rnd.pick(REVIEW_ROOMS.filter((r) => r !== room)),
    // Style labels are capitalised ("Minimalist"); mid-sentence only proper adjectives keep the capital.
    style: style === "Scandinavian" ? style : style.toLowerCase(),
    weeks: rnd.int(6, 14),
    late: rnd.int(2, 6),
  };
}

/** How many sentences of praise and of complaint a review of this rating has. */
function sentenceCounts(rnd: Random, rating: number, long: boolean): { praise: number; complaints: number } {
  const counts =
    rating === 5
      ? { praise: rnd.int(1, 3), complaints: 0 }
      : rating === 4
        ? { praise: rnd.int(1, 3), complaints: Number(rnd.chance(0.7)) }
        : rating === 3
          ? { praise: 1, complaints: rnd.int(1, 2) }
          : { praise: Number(rnd.chance(0.4)), complaints: rnd.int(2, 3) };
  if (long) {
    counts.praise += rating >= 4 ? 2 : 1;
    counts.complaints += rating >= 4 ? 0 : 1;
  }
  return counts;
}

/** Opening, praise, complaints (small ones at 4 stars) and maybe a closing; long ones in two paragraphs. */
function composeReview(rnd: Random, rating: number, values: Values): string {
  const band: Band = rating >= 4 ? "good" : rating === 3 ? "mixed" : "poor";
  if (rnd.chance(0.12)) return fill(rnd.pick(SHORT_REVIEWS[band]), values);
  const long = rnd.chance(0.08);
  const counts = sentenceCounts(rnd, rating, long);
  const praise = rnd.sample(REVIEW_PRAISE, counts.praise);
  // Praise for finishing on time rules out complaints about delays in the same review.
  const onTime = praise.some((s) => s.includes("{weeks}"));
  const complaintPool = (rating === 4 ? REVIEW_NITS : REVIEW_CRITIQUES).filter((s) => !onTime || !DELAY_WORDS.test(s));
  const complaints = rnd.sample(complaintPool, counts.complaints);
  const closing = rnd.chance(band === "good" ? 0.6 : 0.8) ? [rnd.pick(REVIEW_CLOSINGS[band])] : [];
  const sentences = [rnd.pick(REVIEW_OPENINGS), ...praise, ...complaints, ...closing].map((s) => fill(s, values));
  if (!long) return sentences.join(" ");
  const middle = Math.ceil(sentences.length / 2);
  return `${sentences.slice(0, middle).join(" ")}\n\n${sentences.slice(middle).join(" ")}`;
}
