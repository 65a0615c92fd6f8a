// The brand dashboard's server time: the signed-in owner of the catalogue's largest brand opens the
// overview (with the Portfolio tab), the leads inbox and the analytics tab, one request at a time. The brand gets a
// year of leads, monthly profile views and likes first, so every tab has real rows to read. With --compare the
// baseline server (same database, so the same session) takes turns with the current one.
import type pg from "pg";
import { cpuPerRenderInTurns } from "./cpu";
import type { Check, Timing } from "./goals";
import { RENDER_SAMPLES } from "./load";
import { signedInCookie, userIdOf } from "./session";

/** Each dashboard tab's median render for the owner of the largest brand. */
export const DASHBOARD_RENDER_GOAL_MS = 20;

/** Leads routed to the bench brand over the last year (the inbox pages them). */
const LEADS = 400;

const PAGES = [
  { name: "overview + portfolio", path: "/brand-dashboard" },
  { name: "leads inbox", path: "/brand-dashboard/leads" },
  { name: "analytics", path: "/brand-dashboard/analytics" },
] as const;

export interface DashboardPage {
  name: string;
  path: string;
  current: Timing;
  baseline?: Timing;
  /** The server's CPU time per render, ms (the baseline's beside it). */
  cpuMs: number;
  baselineCpuMs?: number;
}

export interface DashboardFigures {
  brand: { slug: string; images: number; leads: number; likes: number };
  pages: DashboardPage[];
}

/** Times `urls` one request at a time with `headers`, the URLs taking turns: a median per URL. */
export type TimeInTurns = (urls: string[], headers: Record<string, string>) => Promise<Timing[]>;

interface BenchBrand {
  id: string;
  slug: string;
  images: number;
}

/** The brand with the most images becomes the bench owner's, with a year of leads, views and likes. */
async function prepareBrand(pool: pg.Pool, ownerEmail: string): Promise<DashboardFigures["brand"]> {
  const ownerId = await userIdOf(pool, ownerEmail);
  const { rows } = await pool.query<BenchBrand>(
    `SELECT b.id, b.slug, count(*)::int AS images
       FROM brands b JOIN portfolio_images p ON p.brand_id = b.id
      WHERE b.claimed_by IS NULL
      GROUP BY b.id ORDER BY count(*) DESC, b.id LIMIT 1`,
  );
  const brand = rows[0];
  if (!brand) throw new Error("the generated catalogue has no brand with images");
  await pool.query("UPDATE brands SET claimed_by = $2 WHERE id = $1", [brand.id, ownerId]);
  await pool.query(
    `WITH requests AS (
       INSERT INTO quote_requests (name, phone, location, requirement, budget, timeline, brand_id, created_at)
       SELECT 'Bench Homeowner ' || i, '+91987' || lpad(i::text, 7, '0'), 'Bandra, Mumbai',
              'A modular kitchen and wardrobes for a 3 BHK', NULL, NULL, $1, now() - i * interval '21 hours'
         FROM generate_series(1, $2) AS i
       RETURNING id, created_at)
     INSERT INTO leads (quote_request_id, brand_id, status, created_at)
     SELECT id, $1, (ARRAY['new', 'contacted', 'won', 'lost'])[1 + (row_number() OVER () % 4)::int], created_at
       FROM requests`,
    [brand.id, LEADS],
  );
  await pool.query(
    `INSERT INTO brand_stats (brand_id, month_year, profile_views)
     SELECT $1, (date_trunc('month', now()) - m * interval '1 month')::date, 200 + 37 * m
       FROM generate_series(0, 11) AS m
     ON CONFLICT DO NOTHING`,
    [brand.id],
  );
  const likes = await pool.query(
    `INSERT INTO image_likes (image_id, user_id, created_at)
     SELECT p.id, $1, now() - (abs(hashtext(p.id::text)) % 365) * interval '1 day'
       FROM portfolio_images p WHERE p.brand_id = $2
     ON CONFLICT DO NOTHING`,
    [ownerId, brand.id],
  );
  await pool.query("ANALYZE quote_requests, leads, brand_stats, image_likes");
  return { slug: brand.slug, images: brand.images, leads: LEADS, likes: likes.rowCount ?? 0 };
}

/** Signs in a fresh owner of the largest brand and times each dashboard tab on every server given. */
export async function measureDashboard(
  origins: string[],
  pool: pg.Pool,
  timeInTurns: TimeInTurns,
  metricsToken: string,
): Promise<DashboardFigures> {
  const email = `bench-owner-${Date.now()}@nivasa.test`;
  const cookie = await signedInCookie(origins[0], pool, email);
  const brand = await prepareBrand(pool, email);
  const pages: DashboardPage[] = [];
  for (const page of PAGES) {
    for (const origin of origins) {
      const response = await fetch(`${origin}${page.path}`, { headers: { cookie }, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${origin}${page.path} answered ${response.status} to its owner`);
    }
    const [current, baseline] = await timeInTurns(
      origins.map((origin) => `${origin}${page.path}`),
      { cookie },
    );
    const [cpuMs, baselineCpuMs] = await cpuPerRenderInTurns(
      origins.map((origin) => `${origin}${page.path}`),
      cookie,
      metricsToken,
    );
    pages.push({ ...page, current, baseline, cpuMs, baselineCpuMs });
  }
  printDashboard(brand, pages);
  return { brand, pages };
}

export function dashboardChecks({ pages }: DashboardFigures): Check[] {
  return pages.map((page) => ({
    label: `${page.name}: render ≤ ${DASHBOARD_RENDER_GOAL_MS} ms`,
    ok: page.current.median <= DASHBOARD_RENDER_GOAL_MS,
    detail: `median ${page.current.median} ms`,
  }));
}

function printDashboard(brand: DashboardFigures["brand"], pages: DashboardPage[]): void {
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  const withBaseline = pages.some((page) => page.baseline);
  console.log(
    `\n══ brand dashboard: the owner of /brand/${brand.slug} (${brand.images} images, ${brand.leads} leads, ${brand.likes} likes) ══`,
  );
  console.log(
    `${`one at a time (median of ${RENDER_SAMPLES}), ms`.padEnd(40)}${pad("median", 8)}${pad("max", 8)}${pad("CPU", 8)}${withBaseline ? `${pad("base", 8)}${pad("max", 8)}${pad("CPU", 8)}${pad("ratio", 8)}` : ""}`,
  );
  for (const page of pages) {
    const base = page.baseline;
    const ratio = base && base.median > 0 ? (page.current.median / base.median).toFixed(2) : "";
    console.log(
      `${`${page.name} ${page.path}`.padEnd(40)}${pad(page.current.median, 8)}${pad(page.current.max, 8)}${pad(page.cpuMs, 8)}${base ? `${pad(base.median, 8)}${pad(base.max, 8)}${pad(page.baselineCpuMs ?? "—", 8)}${pad(ratio, 8)}` : ""}`,
    );
  }
}
