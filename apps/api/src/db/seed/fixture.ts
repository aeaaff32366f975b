/**
 * A small hand-written world for the embedded default until the demo-data generator is wired in
 * (issue 2 item 4): a few players, one organisation, one course, a few rounds.
 */
export const DEMO_PASSWORD = 'linksight-demo';

export const fixturePlayers = [
  { firstName: 'Avery', lastName: 'Park', username: 'averypark', phone: '+15550100001', profileTypeId: 4 },
  {
    firstName: 'Blake',
    lastName: 'Rivera',
    username: 'blakerivera',
    phone: '+15550100002',
    profileTypeId: 5,
  },
  {
    firstName: 'Casey',
    lastName: 'Nguyen',
    username: 'caseynguyen',
    phone: '+15550100003',
    profileTypeId: 2,
  },
] as const;

export const fixtureOrganization = {
  name: 'Pine Valley High School Golf',
  short: 'pinevalleyhs',
  kind: 'high_school' as const,
};

/** Pars of the fixture course (par 72) and yardages from the middle tee. */
export const fixtureCourse = {
  name: 'Cedar Ridge Golf Club',
  latitude: 35.1901,
  longitude: -79.4669,
  pars: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4],
  yards: [402, 388, 176, 531, 365, 420, 152, 398, 545, 410, 188, 372, 560, 395, 430, 165, 520, 415],
};
