import { describe, expect, it } from 'vitest';
import { averageRecordedYards, meanOfRecorded, recordedYards, totalOfRecorded } from './measurement';

describe('recordedYards', () => {
  it("reads a tee's 0 (the import format's unknown) as not recorded", () => {
    expect(recordedYards(0)).toBeNull();
    expect(recordedYards(-5)).toBeNull();
    expect(recordedYards(null)).toBeNull();
    expect(recordedYards(undefined)).toBeNull();
    expect(recordedYards(412)).toBe(412);
  });
});

describe('averages and totals leave unrecorded values out', () => {
  it('averages only the recorded values; none recorded is null, not 0', () => {
    expect(meanOfRecorded([7000, null, 6000, undefined])).toBe(6500);
    expect(meanOfRecorded([null, null])).toBeNull();
    expect(meanOfRecorded([])).toBeNull();
    expect(averageRecordedYards([6601, null, 6600])).toBe(6601); // 6600.5 → whole yards
    expect(averageRecordedYards([null])).toBeNull();
  });

  it('knows a total only when every part is recorded', () => {
    expect(totalOfRecorded([400, 170, 520])).toBe(1090);
    expect(totalOfRecorded([400, null, 520])).toBeNull();
    expect(totalOfRecorded([])).toBeNull();
    expect(totalOfRecorded([0, 0])).toBe(0);
  });
});
