// The project page's server time: one project of a bench homeowner with a claimed brand, grown to PROJECT_SIZE
// (site updates with photos, payments, change orders, snags, and the history those steps write), rendered
// uncached for each side one request at a time. Beside the render: the page's data read in this process
// (openProject over its own connections, so the query time without React) and the sizes of the HTML and of the
// loader's data, and the server's CPU time per render (from /metrics: less swayed than the wall clock by whatever
// else the shared machine runs). With --compare the baseline server (same database, so the same sessions) takes turns with the
// current one.
import type pg from "pg";
import type { Db } from "~/db/client.server";
import type { Viewer } from "~/features/auth/viewer.server";
import { openProject, startProject } from "~/features/projects/projects.api.server";
import { cpuPerRenderInTurns } from "./cpu";
import type { TimeInTurns } from "./dashboard";
import { type Check, PROJECT_RENDER_GOAL_MS, type Timing } from "./goals";
import { median, RENDER_SAMPLES } from "./load";
import { signedInCookie, userIdOf } from "./session";

export const PROJECT_SIZE = { updates: 40, photosPerUpdate: 3, payments: 10, changes: 5, snags: 20 } as const;

const QUERY_SAMPLES = 20;
/** Renders of each side's page (and reads of its data) before any is timed, so neither side pays the warm-up. */
const WARM_UP_RENDERS = 20;

export interface ProjectSideFigures {
  side: "homeowner" | "brand";
  render: Timing;
  /** The server's CPU time per render (cpuPerRenderInTurns), ms. */
  cpuMs: number;
  /** The --compare build's render, in turns with this one. */
  baseline?: { render: Timing; cpuMs: number; htmlBytes: number };
  /** openProject's median in the bench's process: the page's queries and their shaping, no React. */
  queryMs: number;
  htmlBytes: number;
  /** The loader's data as the client's navigation fetches it (/projects/:id.data). */
  dataBytes: number;
}

export interface ProjectFigures {
  path: string;
  rows: { updates: number; photos: number; payments: number; changes: number; snags: number; events: number };
  sides: ProjectSideFigures[];
}

/** Six stages; 16 weeks; a ₹20 lakh offer before GST. */
const STAGES = [
  { label: "Booking", percent: 10 },
  { label: "Design sign-off", percent: 15 },
  { label: "Civil and electrical", percent: 20 },
  { label: "Carpentry", percent: 25 },
  { label: "Installation", percent: 20 },
  { label: "Handover", percent: 10 },
];

/** A request of the homeowner to the brand, its lead and an accepted offer: its id. */
async function acceptedOffer(pool: pg.Pool, homeownerId: string, brandId: string): Promise<string> {
  const lines = Array.from({ length: 10 }, (_, i) => ({
    description: `Work item ${i + 1}: modular units with acrylic shutters and soft-close hardware`,
    unit: "lump_sum",
    quantityHundredths: 100,
    ratePaise: 2_00_000_00,
    amountPaise: 2_00_000_00,
  }));
  const { rows } = await pool.query<{ id: string }>(
    `WITH request AS (
       INSERT INTO quote_requests (user_id, name, email, phone, location, requirement, brand_id, created_at)
       VALUES ($1, 'Bench Homeowner', 'bench-project-homeowner@nivasa.test', '+919850000001', 'Bandra, Mumbai',
               'Full interiors for a 3 BHK', $2, now() - interval '140 days')
       RETURNING id),
     lead AS (
       INSERT INTO leads (quote_request_id, brand_id, status, created_at)
       SELECT id, $2, 'won', now() - interval '140 days' FROM request RETURNING quote_request_id)
     INSERT INTO offers (quote_request_id, brand_id, version, grade, lines, subtotal_paise, gst_paise, total_paise,
                         included, excluded, timeline_weeks, payment_stages, warranty_years, valid_until,
                         accepted_at, created_at)
     SELECT quote_request_id, $2, 1, 'premium', $3::jsonb, 2000000000, 360000000, 2360000000,
            'Design, materials, installation', 'Civil work outside the flat', 16, $4::jsonb, 5, current_date + 30,
            now() - interval '130 days', now() - interval '135 days'
       FROM lead RETURNING id`,
    [homeownerId, brandId, JSON.stringify(lines), JSON.stringify(STAGES)],
  );
  return rows[0].id;
}

/**
 * The project as its steps leave it 120 days after the start: five stages done, the first four paid and
 * confirmed, the fifth half recorded and half disputed, two of five change orders approved on the final stage,
 * 40 site updates with photos, 20 snags (8 closed, 6 fixed, 6 open), a declined new handover date, and a history
 * line for every step. Money adds up as the deferred check wants it, at the commit.
 */
const GROW_PROJECT = `
UPDATE projects SET start_on = current_date - 120, planned_handover_on = current_date - 120 + timeline_days
 WHERE id = $1::uuid;

INSERT INTO project_date_proposals (project_id, kind, proposed_by_side, proposed_by, day, reason, state, decided_by,
                                    decided_at, created_at)
VALUES ($1::uuid, 'start', 'brand', $3::text, current_date - 120, NULL, 'accepted', $2::text, now() - interval '122 days',
        now() - interval '124 days'),
       ($1::uuid, 'handover', 'brand', $3::text, current_date + 10, 'The marble for the kitchen counter is late at the supplier',
        'declined', $2::text, now() - interval '5 days', now() - interval '6 days');

UPDATE project_milestones SET done_at = now() - (5 - position) * interval '18 days', done_by = $3::text
 WHERE project_id = $1::uuid AND position < 5;

INSERT INTO project_changes (project_id, number, milestone_id, lines, subtotal_paise, gst_paise, total_paise, reason,
                             days, state, proposed_by, decided_by, decided_at, created_at)
SELECT $1::uuid, n, m.id,
       jsonb_build_array(
         jsonb_build_object('description', 'Loft above the wardrobes', 'unit', 'lump_sum', 'quantityHundredths', 100,
                            'ratePaise', n * 3000000, 'amountPaise', n * 3000000),
         jsonb_build_object('description', 'Extra light points', 'unit', 'number', 'quantityHundredths', 400,
                            'ratePaise', n * 500000, 'amountPaise', n * 2000000)),
       n * 5000000, n * 900000, n * 5900000, 'Asked for on site: lofts for storage and more light points', n,
       (ARRAY['approved', 'approved', 'declined', 'withdrawn', 'proposed'])[n], $3::text,
       CASE WHEN n <= 3 THEN $2::text END, CASE WHEN n <= 4 THEN now() - (30 - n) * interval '1 day' END,
       now() - (40 - n) * interval '1 day'
  FROM generate_series(1, ${PROJECT_SIZE.changes}) AS n
  JOIN project_milestones m ON m.project_id = $1::uuid AND m.position = 5;

UPDATE project_milestones SET amount_paise = amount_paise + 3 * 5900000 WHERE project_id = $1::uuid AND position = 5;
UPDATE projects SET approved_changes_paise = 3 * 5900000, timeline_days = timeline_days + 3,
                    planned_handover_on = planned_handover_on + 3
 WHERE id = $1::uuid;

INSERT INTO project_payments (project_id, milestone_id, amount_paise, method, reference, paid_on, state,
                              dispute_reason, client_key, recorded_by, decided_by, decided_at, created_at)
SELECT $1::uuid, m.id,
       CASE WHEN part = 1 THEN m.amount_paise / 2 ELSE m.amount_paise - m.amount_paise / 2 END,
       (ARRAY['upi', 'bank_transfer', 'cheque', 'cash'])[1 + (m.position + part) % 4],
       'UTR' || lpad((m.position * 10 + part)::text, 10, '0'),
       current_date - 100 + m.position * 18 + part,
       s.state, CASE WHEN s.state = 'disputed' THEN 'Not in the account yet' END,
       gen_random_uuid(), $2::text,
       CASE WHEN s.state <> 'recorded' THEN $3::text END,
       CASE WHEN s.state <> 'recorded' THEN now() - (99 - m.position * 18 - part) * interval '1 day' END,
       now() - (100 - m.position * 18 - part) * interval '1 day'
  FROM project_milestones m
 CROSS JOIN generate_series(1, 2) AS part
 CROSS JOIN LATERAL (SELECT CASE WHEN m.position < 4 THEN 'confirmed' WHEN part = 1 THEN 'recorded'
                                 ELSE 'disputed' END AS state) s
 WHERE m.project_id = $1::uuid AND m.position < ${PROJECT_SIZE.payments / 2};

INSERT INTO project_updates (project_id, milestone_id, author_id, body, on_day, client_key, created_at)
SELECT $1::uuid, m.id, $3::text,
       'Site update ' || i || ': ' || repeat('Carcasses fixed in the kitchen, shutters arriving on Monday. ', 3),
       current_date - 121 + i * 3, gen_random_uuid(), now() - (121 - i * 3) * interval '1 day'
  FROM generate_series(1, ${PROJECT_SIZE.updates}) AS i
  JOIN project_milestones m ON m.project_id = $1::uuid AND m.position = least(4, (i - 1) / 8);

INSERT INTO project_snags (project_id, number, room, body, state, reported_by, fixed_at, fix_note, closed_at,
                           reopened_count, client_key, created_at)
SELECT $1::uuid, i, (ARRAY['Kitchen', 'Hall', 'Master bedroom', 'Kids bedroom', 'Bathroom'])[1 + i % 5],
       'Snag ' || i || ': the shutter rubs against the loft and the handle is loose.', s.state, $2::text,
       CASE WHEN s.state <> 'open' THEN now() - (20 - i) * interval '6 hours' END,
       CASE WHEN s.state <> 'open' THEN 'Re-aligned the hinges and tightened the handle.' END,
       CASE WHEN s.state = 'closed' THEN now() - (20 - i) * interval '3 hours' END,
       CASE WHEN i % 4 = 0 THEN 1 ELSE 0 END, gen_random_uuid(), now() - (21 - i) * interval '12 hours'
  FROM generate_series(1, ${PROJECT_SIZE.snags}) AS i
 CROSS JOIN LATERAL (SELECT CASE WHEN i <= 8 THEN 'closed' WHEN i <= 14 THEN 'fixed' ELSE 'open' END AS state) s;

INSERT INTO project_files (project_id, update_id, payment_id, snag_id, uploaded_by_side, position, storage_key,
                           file_name, content_type, byte_size)
SELECT $1::uuid, u.id, NULL::uuid, NULL::uuid, 'brand', p, 'projects/bench-' || u.id || '-' || p || '.webp', 'site-' || p || '.jpg',
       'image/webp', 180000
  FROM project_updates u CROSS JOIN generate_series(0, ${PROJECT_SIZE.photosPerUpdate - 1}) AS p
 WHERE u.project_id = $1::uuid
UNION ALL
SELECT $1::uuid, NULL::uuid, pay.id, NULL::uuid, 'homeowner', 0, 'projects/bench-' || pay.id || '.webp', 'receipt.jpg', 'image/webp',
       90000
  FROM project_payments pay WHERE pay.project_id = $1::uuid
UNION ALL
SELECT $1::uuid, NULL::uuid, NULL::uuid, s.id, side, 0, 'projects/bench-' || s.id || '-' || side || '.webp', side || '.jpg',
       'image/webp', 150000
  FROM project_snags s CROSS JOIN unnest(ARRAY['homeowner', 'brand']) AS side
 WHERE s.project_id = $1::uuid AND (side = 'homeowner' OR s.state <> 'open');

INSERT INTO project_events (project_id, actor_side, actor_id, kind, summary, created_at)
SELECT $1::uuid, side, CASE side WHEN 'homeowner' THEN $2::text ELSE $3::text END, kind, summary, at FROM (
  SELECT 'brand' AS side, 'start_proposed' AS kind, 'The designer proposed to start on ' || day || '.' AS summary,
         created_at AS at
    FROM project_date_proposals WHERE project_id = $1::uuid
  UNION ALL
  SELECT 'homeowner', 'start_accepted', 'The homeowner accepted the start: ' || day || '.', decided_at
    FROM project_date_proposals WHERE project_id = $1::uuid
  UNION ALL
  SELECT 'brand', 'milestone_done', 'The designer marked "' || label || '" done.', done_at
    FROM project_milestones WHERE project_id = $1::uuid AND done_at IS NOT NULL
  UNION ALL
  SELECT 'brand', 'update_posted', 'The designer posted a site update (' || on_day || ', 3 photos).', created_at
    FROM project_updates WHERE project_id = $1::uuid
  UNION ALL
  SELECT 'homeowner', 'payment_recorded', 'The homeowner recorded a payment of ' || amount_paise / 100 || ' by ' || method || '.',
         created_at
    FROM project_payments WHERE project_id = $1::uuid
  UNION ALL
  SELECT 'brand', 'payment_' || state, 'The designer ' || state || ' the payment of ' || amount_paise / 100 || '.', decided_at
    FROM project_payments WHERE project_id = $1::uuid AND decided_at IS NOT NULL
  UNION ALL
  SELECT 'brand', 'change_proposed', 'The designer proposed change ' || number || '.', created_at
    FROM project_changes WHERE project_id = $1::uuid
  UNION ALL
  SELECT CASE state WHEN 'withdrawn' THEN 'brand' ELSE 'homeowner' END, 'change_' || state,
         'Change ' || number || ' was ' || state || '.', decided_at
    FROM project_changes WHERE project_id = $1::uuid AND decided_at IS NOT NULL
  UNION ALL
  SELECT 'homeowner', 'snag_reported', 'The homeowner listed snag ' || number || ' (' || room || ').', created_at
    FROM project_snags WHERE project_id = $1::uuid
  UNION ALL
  SELECT 'brand', 'snag_fixed', 'The designer marked snag ' || number || ' fixed.', fixed_at
    FROM project_snags WHERE project_id = $1::uuid AND fixed_at IS NOT NULL
  UNION ALL
  SELECT 'homeowner', 'snag_closed', 'The homeowner confirmed the fix of snag ' || number || '.', closed_at
    FROM project_snags WHERE project_id = $1::uuid AND closed_at IS NOT NULL
) steps ORDER BY at;
`;

/** A project of the homeowner with the owner's brand, grown to PROJECT_SIZE: its id and row counts. */
async function growProject(pool: pg.Pool, db: Db, homeownerId: string, ownerId: string, brandId: string) {
  const offerId = await acceptedOffer(pool, homeownerId, brandId);
  const projectId = await db.transaction((tx) => startProject(tx, offerId, new Date(Date.now() - 130 * 86_400_000)));
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const params = [projectId, homeownerId, ownerId];
    for (const statement of GROW_PROJECT.split(";\n").filter((s) => s.trim())) {
      // PostgreSQL refuses a parameter a statement leaves unused: each statement gets its own, numbered anew.
      const used = [...new Set([...statement.matchAll(/\$(\d)/g)].map((match) => Number(match[1])))];
      const text = statement.replace(/\$(\d)/g, (_, n: string) => `$${used.indexOf(Number(n)) + 1}`);
      await client.query(
        text,
        used.map((n) => params[n - 1]),
      );
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
  await pool.query(
    "ANALYZE projects, project_milestones, project_updates, project_files, project_payments, project_changes, project_snags, project_events, project_date_proposals",
  );
  const { rows } = await pool.query<ProjectFigures["rows"]>(
    `SELECT (SELECT count(*) FROM project_updates WHERE project_id = $1)::int AS updates,
            (SELECT count(*) FROM project_files WHERE project_id = $1)::int AS photos,
            (SELECT count(*) FROM project_payments WHERE project_id = $1)::int AS payments,
            (SELECT count(*) FROM project_changes WHERE project_id = $1)::int AS changes,
            (SELECT count(*) FROM project_snags WHERE project_id = $1)::int AS snags,
            (SELECT count(*) FROM project_events WHERE project_id = $1)::int AS events`,
    [projectId],
  );
  return { projectId, rows: rows[0] };
}

async function benchViewer(pool: pg.Pool, origin: string, email: string, role: Viewer["role"]) {
  const cookie = await signedInCookie(origin, pool, email);
  const userId = await userIdOf(pool, email);
  const viewer: Viewer = { userId, email, fullName: "Bench Visitor", role, emailVerified: true };
  return { cookie, viewer };
}

async function bytesOf(url: string, cookie: string): Promise<number> {
  const response = await fetch(url, { headers: { cookie, "accept-encoding": "identity" }, redirect: "manual" });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return body.byteLength;
}

async function queryMs(db: Db, viewer: Viewer, projectId: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < QUERY_SAMPLES; i++) {
    const started = performance.now();
    if (!(await openProject(db, viewer, projectId))) throw new Error("the bench project refused its own side");
    times.push(performance.now() - started);
  }
  return Math.round(median(times.slice(QUERY_SAMPLES / 2)) * 10) / 10;
}

/**
 * Both sides' pages rendered on every server, and their data read here, WARM_UP_RENDERS times in turns: the side
 * timed first otherwise ran on code not yet optimised (JIT) and read as several ms dearer than the other.
 */
async function warmUp(
  origins: string[],
  path: string,
  db: Db,
  projectId: string,
  sides: { cookie: string; viewer: Viewer }[],
): Promise<void> {
  for (let i = 0; i < WARM_UP_RENDERS; i++) {
    for (const { cookie, viewer } of sides) {
      for (const origin of origins) {
        await fetch(`${origin}${path}`, { headers: { cookie, "cache-control": "no-cache" } }).then((r) =>
          r.arrayBuffer(),
        );
      }
      await openProject(db, viewer, projectId);
    }
  }
}

/**
 * Signs up a homeowner and the owner of an unclaimed brand, grows their project, and times its page for each
 * side on each of `origins` in turns (uncached: the page is private, rendered on every request).
 */
export async function measureProject(
  origins: string[],
  pool: pg.Pool,
  db: Db,
  timeInTurns: TimeInTurns,
  metricsToken: string,
): Promise<ProjectFigures> {
  const [origin, baseline] = origins;
  const stamp = Date.now();
  const homeowner = await benchViewer(pool, origin, `bench-project-homeowner-${stamp}@nivasa.test`, "user");
  const owner = await benchViewer(pool, origin, `bench-project-owner-${stamp}@nivasa.test`, "brand");
  const { rows } = await pool.query<{ id: string }>(
    "UPDATE brands SET claimed_by = $1 WHERE id = (SELECT id FROM brands WHERE claimed_by IS NULL ORDER BY id LIMIT 1) RETURNING id",
    [owner.viewer.userId],
  );
  const { projectId, rows: counts } = await growProject(
    pool,
    db,
    homeowner.viewer.userId,
    owner.viewer.userId,
    rows[0].id,
  );
  const path = `/projects/${projectId}`;
  await warmUp(origins, path, db, projectId, [homeowner, owner]);
  const sides: ProjectSideFigures[] = [];
  for (const [side, who] of [
    ["homeowner", homeowner],
    ["brand", owner],
  ] as const) {
    const htmlBytes = await bytesOf(`${origin}${path}`, who.cookie);
    const dataBytes = await bytesOf(`${origin}${path}.data`, who.cookie);
    const baselineHtml = baseline ? await bytesOf(`${baseline}${path}`, who.cookie) : 0;
    const [render, baselineRender] = await timeInTurns(
      origins.map((o) => `${o}${path}`),
      { cookie: who.cookie, "cache-control": "no-cache" },
    );
    const [cpuMs, baselineCpuMs] = await cpuPerRenderInTurns(
      origins.map((o) => `${o}${path}`),
      who.cookie,
      metricsToken,
    );
    sides.push({
      side,
      render,
      cpuMs,
      ...(baselineRender && {
        baseline: { render: baselineRender, cpuMs: baselineCpuMs ?? Number.NaN, htmlBytes: baselineHtml },
      }),
      queryMs: await queryMs(db, who.viewer, projectId),
      htmlBytes,
      dataBytes,
    });
  }
  const figures = { path, rows: counts, sides };
  printProject(figures);
  return figures;
}

export function projectChecks({ sides }: ProjectFigures): Check[] {
  return sides.map((figures) => ({
    label: `project page (${figures.side === "brand" ? "brand's owner" : "homeowner"}): render ≤ ${PROJECT_RENDER_GOAL_MS} ms`,
    ok: figures.render.median <= PROJECT_RENDER_GOAL_MS,
    detail: `median ${figures.render.median} ms (server CPU ${figures.cpuMs} ms, data read ${figures.queryMs} ms)`,
  }));
}

function printProject({ path, rows, sides }: ProjectFigures): void {
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `\n══ project page ${path}: ${rows.updates} site updates, ${rows.photos} photos, ${rows.payments} payments, ${rows.changes} change orders, ${rows.snags} snags, ${rows.events} history lines ══`,
  );
  const withBaseline = sides.some((side) => side.baseline);
  console.log(
    `${`one at a time (median of ${RENDER_SAMPLES}), ms`.padEnd(34)}${pad("render", 8)}${pad("max", 8)}${pad("CPU", 8)}${pad("data read", 11)}${pad("HTML", 9)}${pad(".data", 9)}${withBaseline ? `${pad("base", 8)}${pad("max", 8)}${pad("CPU", 8)}${pad("HTML", 9)}${pad("ratio", 8)}` : ""}`,
  );
  for (const side of sides) {
    const base = side.baseline;
    const ratio = base && base.render.median > 0 ? (side.render.median / base.render.median).toFixed(2) : "";
    console.log(
      `${side.side.padEnd(34)}${pad(side.render.median, 8)}${pad(side.render.max, 8)}${pad(side.cpuMs, 8)}${pad(side.queryMs, 11)}${pad(kb(side.htmlBytes), 9)}${pad(kb(side.dataBytes), 9)}${base ? `${pad(base.render.median, 8)}${pad(base.render.max, 8)}${pad(base.cpuMs, 8)}${pad(kb(base.htmlBytes), 9)}${pad(ratio, 8)}` : ""}`,
    );
  }
}
