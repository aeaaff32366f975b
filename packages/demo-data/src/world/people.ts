import { integer, pick, uniform, type Rng } from '../random/rng';
import type { CastMember } from './cast';
import { addDays, isoDate } from './dates';
import {
  ABOUT_SNIPPETS,
  COLLEGE,
  FIRST_NAMES_F,
  FIRST_NAMES_M,
  HIGH_SCHOOL,
  LAST_NAMES,
  OTHER_COLLEGES,
  OTHER_HIGH_SCHOOLS,
} from './names';
import { websiteSettingsFor } from './privacy';
import type { DemoAccount, DemoPlayer } from './types';

/** Fictional 555-01xx numbers (reserved for fiction by the NANP): +1 555 010 nnnn. */
const PHONE_PREFIX = '+1555010';
const EMAIL_DOMAIN = 'example.com';
const DAYS_PER_YEAR = 365.25;
/** Player ages (years) at `now` by kind. */
const AGE_RANGE = { junior: [14, 18], college: [18, 22], adult: [24, 58] } as const;
/** Heights (in) and weights (lb) by gender, roughly the middle 80 % of US golfers. */
const BODY = {
  M: { height: [67, 75], weight: [145, 205] },
  F: { height: [61, 69], weight: [115, 165] },
} as const;

export function phoneNumber(index: number): string {
  return `${PHONE_PREFIX}${String(index).padStart(4, '0')}`;
}

export type NameRegistry = { usernames: Set<string> };

export function uniqueUsername(registry: NameRegistry, firstName: string, lastName: string): string {
  const base = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  let name = base;
  for (let n = 2; registry.usernames.has(name); n += 1) name = `${base}${n}`;
  registry.usernames.add(name);
  return name;
}

export function createPlayer(
  rng: Rng,
  registry: NameRegistry,
  member: CastMember,
  accountId: number,
  phoneIndex: number,
  now: string,
  homeCourseId: number,
): DemoPlayer {
  const firstName = pick(rng, member.gender === 'M' ? FIRST_NAMES_M : FIRST_NAMES_F);
  const lastName = pick(rng, LAST_NAMES);
  const username = uniqueUsername(registry, firstName, lastName);
  const [minAge, maxAge] = AGE_RANGE[member.kind];
  const ageYears = uniform(rng, minAge, maxAge);
  const birthday = addDays(now, -Math.round(ageYears * DAYS_PER_YEAR));
  const nowYear = new Date(now).getUTCFullYear();
  const body = BODY[member.gender];
  const highSchoolGradYear = birthday.getUTCFullYear() + 18;
  const highSchool =
    member.kind === 'adult'
      ? null
      : {
          name:
            member.org === 'hs' || member.kind === 'college'
              ? member.kind === 'college'
                ? pick(rng, OTHER_HIGH_SCHOOLS)
                : HIGH_SCHOOL.name
              : pick(rng, OTHER_HIGH_SCHOOLS),
          graduationYear: Math.max(highSchoolGradYear, member.kind === 'junior' ? nowYear : 0),
          gpa: round2(uniform(rng, 3.0, 4.0)),
        };
  const college =
    member.kind === 'college'
      ? {
          name: member.org === 'college' ? COLLEGE.name : pick(rng, OTHER_COLLEGES),
          startDate: `${highSchoolGradYear}-08-20`,
          graduationYear: highSchoolGradYear + 4,
          gpa: round2(uniform(rng, 2.8, 4.0)),
          // NCAA Eligibility Center ids are 10 digits.
          ncaaNumber: String(integer(rng, 1_000_000_000, 2_099_999_999)),
        }
      : null;
  return {
    accountId,
    firstName,
    lastName,
    username,
    phone: phoneNumber(phoneIndex),
    email: `${username}@${EMAIL_DOMAIN}`,
    imgUrl: `avatars/${accountId}.svg`,
    profileTypeIds: member.profileTypeIds,
    allowPublicSite: member.allowPublicSite ?? true,
    isProductManager: false,
    kind: member.kind,
    gender: member.gender,
    profileId: member.profileId,
    startLevel: member.startLevel,
    endLevel: member.endLevel,
    about: pick(rng, ABOUT_SNIPPETS),
    heightInches: integer(rng, body.height[0], body.height[1]),
    weightPounds: integer(rng, body.weight[0], body.weight[1]),
    ghin: String(integer(rng, 1_000_000, 9_999_999)),
    birthday: isoDate(birthday),
    websiteUrl: member.privacy === 'public-site' ? `https://${username.replace('.', '')}.golf` : null,
    highSchool,
    college,
    homeCourseId,
    websiteSettings: websiteSettingsFor(member.privacy),
    privacyCase: member.privacy,
    subCircleAccountIds: [],
  };
}

export type StaffRole = 'product-manager' | 'hs-coach' | 'college-coach' | 'academy-coach';

export function createStaff(
  rng: Rng,
  registry: NameRegistry,
  role: StaffRole,
  accountId: number,
  phoneIndex: number,
): DemoAccount {
  const firstName = pick(rng, rng.next() < 0.5 ? FIRST_NAMES_M : FIRST_NAMES_F);
  const lastName = pick(rng, LAST_NAMES);
  const username = uniqueUsername(registry, firstName, lastName);
  return {
    accountId,
    firstName,
    lastName,
    username,
    phone: phoneNumber(phoneIndex),
    email: `${username}@${role === 'college-coach' ? COLLEGE.short.toLowerCase() : role === 'hs-coach' ? HIGH_SCHOOL.short.toLowerCase() : 'linksight'}.${EMAIL_DOMAIN}`,
    imgUrl: `avatars/${accountId}.svg`,
    profileTypeIds: [],
    allowPublicSite: false,
    isProductManager: role === 'product-manager',
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
