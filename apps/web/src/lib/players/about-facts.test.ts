import { describe, expect, it } from 'vitest';
import type { AccountExtraInfo } from '@linksight/api-contract';
import { aboutFacts } from './about-facts';

const info = (extra: Partial<AccountExtraInfo>): { accountExtraInfo: AccountExtraInfo[] } => ({
  accountExtraInfo: [
    {
      about: null,
      highSchool: 'Lincoln High School',
      highSchoolEndDate: '2027-06-01',
      highSchoolGpa: 3.8,
      college: 'State University',
      collegeEndDate: '2031-05-20',
      collegeGpa: null,
      ncaaNumber: '1234567890',
      ...extra,
    },
  ],
});
const NOW = new Date('2026-11-29T12:00:00Z');

describe('About card facts (spec 3 §2)', () => {
  it('shows the high school while the player is still there, though a college is entered', () => {
    expect(aboutFacts(info({}), NOW)).toMatchObject({
      school: 'Lincoln High School',
      gradYear: 2027,
      gpa: 3.8,
      ncaaNumber: '1234567890',
    });
  });
  it('shows the college once the high school has ended, or when it has no end date', () => {
    expect(aboutFacts(info({ highSchoolEndDate: '2026-06-01', collegeGpa: 3.5 }), NOW)).toMatchObject({
      school: 'State University',
      gradYear: 2031,
      gpa: 3.5,
    });
    expect(aboutFacts(info({ highSchoolEndDate: null }), NOW).school).toBe('State University');
  });
  it('shows the high school when no college is entered', () => {
    expect(aboutFacts(info({ college: null, collegeEndDate: null }), NOW).school).toBe('Lincoln High School');
  });
});
