import type { ReactNode } from "react";
import { PROJECT_RECORD_COPY as COPY } from "~/content/project-record";
import { formatDate } from "~/lib/dates";
import { PROJECT_RECORD_MIN, type ProjectRecord, type ProjectRecordSummary, type RecordPeriod } from "./project-record";

const period = ({ firstAt, lastAt }: RecordPeriod) => `${formatDate(firstAt)} – ${formatDate(lastAt)}`;

/**
 * A brand's project record on its page: on time, delay, changes, snag days and warranty answers, each with
 * what it counts and when; below PROJECT_RECORD_MIN.handovers it says how many there are so far.
 */
export function ProjectRecordPanel({ record }: { record: ProjectRecord }) {
  const headingId = "project-record-heading";
  const { figures } = record;
  return (
    <section
      aria-labelledby={headingId}
      data-project-record
      className="rounded-2xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {COPY.heading}
      </h2>
      {figures ? (
        <>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{COPY.intro}</p>
          <dl className="mt-4 flex flex-col gap-4 text-sm">
            <Figure
              label={COPY.onTimeLabel}
              value={COPY.onTime(figures.handovers.onTime, figures.handovers.count)}
              basis={`${COPY.onTimeNote(PROJECT_RECORD_MIN.lateDays)}; ${period(figures.handovers)}`}
            />
            <Figure
              label={COPY.delayLabel}
              value={COPY.delay(figures.handovers.medianDelayDays)}
              basis={`${COPY.handoversBasis(figures.handovers.count)}, ${period(figures.handovers)}`}
            />
            <Figure
              label={COPY.changesLabel}
              value={COPY.changes(figures.handovers.medianChangePercent)}
              basis={`${COPY.handoversBasis(figures.handovers.count)}, ${period(figures.handovers)}`}
            />
            <Figure
              label={COPY.snagsLabel}
              value={figures.snags ? COPY.snags(figures.snags.medianDays) : COPY.snagsNone}
              basis={figures.snags ? `${COPY.snagsBasis(figures.snags.closed)}, ${period(figures.snags)}` : null}
            />
            <Figure
              label={COPY.claimsLabel}
              value={figures.claims ? COPY.claims(figures.claims.inTime, figures.claims.count) : COPY.claimsNone}
              basis={figures.claims ? period(figures.claims) : null}
            />
          </dl>
        </>
      ) : (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          {COPY.waiting(PROJECT_RECORD_MIN.handovers, record.handovers)}
        </p>
      )}
    </section>
  );
}

function Figure({ label, value, basis }: { label: string; value: ReactNode; basis: string | null }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="font-semibold text-stone-900 dark:text-stone-50">{value}</dd>
      {basis ? <dd className="text-xs text-stone-600 dark:text-stone-400">{basis}</dd> : null}
    </div>
  );
}

/** A card's line of the record: on time out of the handovers, or how many so far; nothing before the first. */
export function projectRecordCardLine({ handovers, onTime }: ProjectRecordSummary): string | null {
  if (handovers === 0) return null;
  return handovers >= PROJECT_RECORD_MIN.handovers
    ? COPY.card(onTime, handovers)
    : COPY.cardWaiting(PROJECT_RECORD_MIN.handovers, handovers);
}
