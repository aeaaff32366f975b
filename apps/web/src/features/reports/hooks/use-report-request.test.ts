import { describe, expect, it } from 'vitest';
import { missingReportParameter } from './use-report-request';

describe('a report address without what its kind needs', () => {
  it('says the rounds or the course are missing instead of the API schema error', () => {
    expect(missingReportParameter('public-player-stats-report', {})?.message).toMatch(
      /^This report is made from chosen rounds, and its address names none/,
    );
    expect(missingReportParameter('course-plan-report', {})?.message).toMatch(
      /^This report is made for a course, and its address names none/,
    );
  });

  it('lets complete addresses, reports without rounds and pending snapshots through', () => {
    expect(missingReportParameter('public-player-stats-report', { golfRoundIds: [1] })).toBeNull();
    expect(missingReportParameter('data-analysis', {})).toBeNull();
    expect(missingReportParameter('course-plan-report', { courseId: 3 })).toBeNull();
    expect(missingReportParameter('rr', null)).toBeNull();
  });
});
