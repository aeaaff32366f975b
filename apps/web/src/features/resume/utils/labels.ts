import type { ChartSwitch, OptionListKey, PersonalField, SchoolField } from '@linksight/golf-core';

/** Builder labels (spec 2 §3 names the fields; the wording is ours where the spec shows none). */
export const PERSONAL_LABELS: Record<PersonalField, string> = {
  picture: 'Picture',
  aboutMe: 'About Me',
  height: 'Height',
  weight: 'Weight',
  ncaa: 'NCAA ID',
  ghin: 'GHIN',
  websiteLink: 'Website Link',
  customLogo: 'Custom Logo',
};
export const SCHOOL_LABELS: Record<SchoolField, string> = {
  highSchoolName: 'High School Name',
  highSchoolGraduationDate: 'High School Graduation Date',
  highSchoolGPA: 'High School GPA',
  collegeName: 'College Name',
  collegeStartDate: 'College Start Date',
  collegeGraduationDate: 'College Graduation Date',
  collegeGPA: 'College GPA',
};
export const LIST_LABELS: Record<OptionListKey, string> = {
  newsfeedItems: 'News Items',
  pastRounds: 'Past Rounds',
  pastTournaments: 'Past Tournaments',
  upcomingEvents: 'Upcoming Events',
};
/** spec 2 §9 chart names. */
export const CHART_LABELS: Record<ChartSwitch, string> = {
  bestRoundsChart: 'Best 10 Rounds',
  bestConsecutiveRoundsChart: 'Best 10 Consecutive Rounds',
  lastRoundsChart: 'Last 10 Rounds',
  priorRoundsChart: 'Prior 10 Rounds',
};
/** Lists whose items carry notes (spec 2 §4: selected tournaments and rounds keep notes if asked). */
export const LISTS_WITH_NOTES: readonly OptionListKey[] = ['pastRounds', 'pastTournaments'];
