/**
 * A brand's project record shows from this many handed-over projects; a handover counts as on time up to
 * `lateDays` after the planned date.
 */
export const PROJECT_RECORD_MIN = { handovers: 3, lateDays: 7 } as const;

/** A period of time as pages show it: the first and last of what a figure counts (ISO timestamps). */
export interface RecordPeriod {
  firstAt: string;
  lastAt: string;
}

/** The public numbers a brand's handed-over projects earn (shown only from PROJECT_RECORD_MIN.handovers). */
export interface ProjectRecordFigures {
  handovers: RecordPeriod & { count: number; onTime: number; medianDelayDays: number; medianChangePercent: number };
  /** Null when no snag has been fixed and confirmed. */
  snags: (RecordPeriod & { closed: number; medianDays: number }) | null;
  /** Null when no claim has been acknowledged or gone past its 72 hours. */
  claims: (RecordPeriod & { count: number; inTime: number }) | null;
}

/** What the brand page shows: how many handovers so far, and the figures once there are enough. */
export interface ProjectRecord {
  handovers: number;
  figures: ProjectRecordFigures | null;
}

/** What a directory card shows of the record: its handovers and how many were on time. */
export interface ProjectRecordSummary {
  handovers: number;
  onTime: number;
}
