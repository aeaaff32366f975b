import type { Account } from '@linksight/api-contract';

export type AboutFacts = {
  school: string | null;
  gradYear: number | null;
  gpa: number | null;
  ncaaNumber: string | null;
  about: string | null;
};

const yearOf = (day: string | null) => (day ? Number(day.slice(0, 4)) : null);

/**
 * spec 3 §2 About card facts from accountExtraInfo (the first entry holds them, spec 1 §3): the college
 * when there is one (its grad year and GPA), else the high school.
 */
export function aboutFacts(account: Pick<Account, 'accountExtraInfo'>): AboutFacts {
  const info = account.accountExtraInfo[0];
  if (!info) return { school: null, gradYear: null, gpa: null, ncaaNumber: null, about: null };
  const isCollege = info.college !== null;
  return {
    school: isCollege ? info.college : info.highSchool,
    gradYear: isCollege ? yearOf(info.collegeEndDate) : yearOf(info.highSchoolEndDate),
    gpa: isCollege ? info.collegeGpa : info.highSchoolGpa,
    ncaaNumber: info.ncaaNumber,
    about: info.about?.trim() ? info.about : null,
  };
}

/** spec 1 §2.8: the filler needs "no about information". */
export const hasAboutInformation = (facts: AboutFacts) => facts.about !== null;
