import { toIsoDay, type LabelledDateRange } from '@linksight/golf-core';
import type { ResumeSettings } from '@linksight/api-contract';

type ResumeRange = ResumeSettings['performanceChartsPage']['barChartsDateRange'];

/** A stored range (calendar days) as the date range selector's value (UTC days, spec 3 §2). */
export function fromResumeRange(range: ResumeRange): LabelledDateRange {
  const toDate = (d: string | null) => (d === null ? null : new Date(`${d}T00:00:00.000Z`));
  return { label: range.label, start: toDate(range.start), end: toDate(range.end) };
}

/** The selector's choice as a stored range. */
export function toResumeRange(range: LabelledDateRange): ResumeRange {
  return { label: range.label, start: toIsoDay(range.start), end: toIsoDay(range.end) };
}
