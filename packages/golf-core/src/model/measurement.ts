/**
 * Recorded versus unrecorded measurements. `null` means "not recorded", never 0: a round imported from a
 * CSV of scores has no hole lengths and no putt lengths (issue 20). Shown as NOT_RECORDED
 * (format/measurement.ts).
 */

/**
 * A hole length as a tee stores it: the import format (TeeIngest.yardages) writes 0 for "unknown", and a
 * hole is never 0 yards long, so anything but a positive, finite number is not recorded (null).
 */
export function recordedYards(yards: number | null | undefined): number | null {
  return yards !== null && yards !== undefined && Number.isFinite(yards) && yards > 0 ? yards : null;
}

/**
 * The mean of the recorded values only: an average of course lengths over rounds of which some have
 * none counts the ones that have one; null when none has.
 */
export function meanOfRecorded(values: readonly (number | null | undefined)[]): number | null {
  let sum = 0;
  let count = 0;
  for (const v of values) {
    if (v === null || v === undefined || !Number.isFinite(v)) continue;
    sum += v;
    count++;
  }
  return count > 0 ? sum / count : null;
}

/** A total that is only known when every part is: null as soon as one part was not recorded (or none). */
export function totalOfRecorded(values: readonly (number | null | undefined)[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) {
    if (v === null || v === undefined || !Number.isFinite(v)) return null;
    sum += v;
  }
  return sum;
}

/** An average course length in whole yards over the rounds that have one; null when none has. */
export function averageRecordedYards(yards: readonly (number | null | undefined)[]): number | null {
  const mean = meanOfRecorded(yards);
  return mean === null ? null : Math.round(mean);
}
