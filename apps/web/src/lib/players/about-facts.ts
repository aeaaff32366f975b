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
 * spec 3 §2 About card facts from accountExtraInfo (the first entry holds them, spec 1 §3): the school the
 * player is at, with its grad year and GPA. That is the college when there is one, unless the high school
 * ends later than today: a junior who had entered the college she signed with read "State University ·
 * Class of 2031", and her high school and GPA were nowhere.
 */
export function aboutFacts(account: Pick<Account, 'accountExtraInfo'>, today = new Date()): AboutFacts {
  const info = account.accountExtraInfo[0];
  if (!info) return { school: null, gradYear: null, gpa: null, ncaaNumber: null, about: null };
  const isAtHighSchool =
    info.highSchool !== null &&
    info.highSchoolEndDate !== null &&
    info.highSchoolEndDate.slice(0, 10) > today.toISOString().slice(0, 10);
  const isCollege = info.college !== null && !isAtHighSchool;
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
