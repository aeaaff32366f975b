import { describe, expect, it } from 'vitest';
import {
  circlePhoneOf,
  isWebAddress,
  normalizeProfileUpdate,
  PROFILE_MESSAGES,
  profileProblems,
  sniffPhotoType,
  usernameProblem,
  type EditableProfile,
} from './account-settings';

const PROFILE: EditableProfile = {
  firstName: 'Jordan',
  lastName: 'Lee',
  username: 'jordan.lee',
  about: null,
  highSchoolName: null,
  highSchoolGraduationDate: null,
  highSchoolGpa: null,
  collegeName: null,
  collegeStartDate: '2027-08-20',
  collegeGraduationDate: '2031-05-10',
  collegeGpa: null,
  ncaaNumber: 'NC-legacy',
  ghinNumber: null,
  heightInches: null,
  weightLbs: null,
  websiteLink: null,
  prefersMetric: false,
  defaultHoleCount: 18,
};

describe('usernames', () => {
  it.each([
    ['wes.haugen', null],
    ['A_b-9', null],
    ['abc', null],
    ['a'.repeat(30), null],
    ['ab', PROFILE_MESSAGES.usernameLength],
    ['a'.repeat(31), PROFILE_MESSAGES.usernameLength],
    ['wes haugen', PROFILE_MESSAGES.usernameCharacters],
    ['wés', PROFILE_MESSAGES.usernameCharacters],
    ['-wes', PROFILE_MESSAGES.usernameEdges],
    ['wes.', PROFILE_MESSAGES.usernameEdges],
    ['AUTH', PROFILE_MESSAGES.usernameReserved],
    ['store-redirect', PROFILE_MESSAGES.usernameReserved],
    ['me.png', PROFILE_MESSAGES.usernameReserved],
    ['me.pngx', null],
  ])('%s → %s', (username, problem) => expect(usernameProblem(username)).toBe(problem));
});

describe('profile problems', () => {
  it('blames only the fields that changed (a stored legacy value is left alone)', () => {
    expect(profileProblems(PROFILE, ['firstName', 'lastName'])).toEqual([]);
    expect(profileProblems(PROFILE, ['ncaaNumber'])).toEqual([
      { field: 'ncaaNumber', message: PROFILE_MESSAGES.ncaaDigits },
    ]);
  });

  it('checks the college dates in order when either changes', () => {
    const swapped = { ...PROFILE, collegeStartDate: '2031-05-10', collegeGraduationDate: '2027-08-20' };
    expect(profileProblems(swapped, ['collegeStartDate'])).toEqual([
      { field: 'collegeGraduationDate', message: PROFILE_MESSAGES.graduationBeforeStart },
    ]);
    expect(
      profileProblems({ ...PROFILE, collegeGraduationDate: '2027-08-20' }, ['collegeGraduationDate']),
    ).toEqual([{ field: 'collegeGraduationDate', message: PROFILE_MESSAGES.graduationBeforeStart }]);
  });

  it('bounds GPA 0–5 inclusive, height 36–96 in and weight 50–500 lb', () => {
    const check = (change: Partial<EditableProfile>) =>
      profileProblems({ ...PROFILE, ...change }, Object.keys(change) as (keyof EditableProfile)[]).map(
        (p) => p.field,
      );
    expect(check({ highSchoolGpa: 0, collegeGpa: 5, heightInches: 36, weightLbs: 500 })).toEqual([]);
    expect(check({ highSchoolGpa: 5.01, collegeGpa: -1, heightInches: 97, weightLbs: 49 })).toEqual([
      'highSchoolGpa',
      'collegeGpa',
      'heightInches',
      'weightLbs',
    ]);
  });
});

describe('normalizeProfileUpdate', () => {
  it('trims, clears empty text and prefixes the website with https://', () => {
    expect(
      normalizeProfileUpdate({ firstName: ' Jo ', about: '  ', websiteLink: 'jo.golf', ghinNumber: ' 12 ' }),
    ).toEqual({ firstName: 'Jo', about: null, websiteLink: 'https://jo.golf', ghinNumber: '12' });
    expect(normalizeProfileUpdate({ websiteLink: 'javascript:alert(1)' }).websiteLink).toBe(
      'javascript:alert(1)',
    );
    expect(profileProblems({ ...PROFILE, websiteLink: 'javascript:alert(1)' }, ['websiteLink'])).toHaveLength(
      1,
    );
  });
});

describe('website', () => {
  it.each([
    ['mysite.com', true],
    ['www.mysite.com/path', true],
    ['https://mysite.com', true],
    ['http://www.mysite.co.uk:8080/a?b=1#c', true],
    ['mysite.com:8080', true],
    ['https://bücher.de', true],
    ['https://xn--bcher-kva.de', true],
    ['mysite', false],
    ['http://x', false],
    ['https://mysite', false],
    ['mysite.', false],
    ['my site.com', false],
    ['https://192.168.0.1', false],
    ['https://user:pass@mysite.com', false],
    ['javascript:alert(1)', false],
    ['ftp://files.example.org', false],
  ])('%s is a web address: %s', (link, isValid) => expect(isWebAddress(link)).toBe(isValid));

  it('refuses a word without a dotted host with a message that shows what to type', () => {
    const check = (typed: string) => {
      const { websiteLink } = normalizeProfileUpdate({ websiteLink: typed });
      return profileProblems({ ...PROFILE, websiteLink: websiteLink ?? null }, ['websiteLink']);
    };
    expect(check('mysite')).toEqual([{ field: 'websiteLink', message: PROFILE_MESSAGES.websiteInvalid }]);
    expect(check('http://x')).toEqual([{ field: 'websiteLink', message: PROFILE_MESSAGES.websiteInvalid }]);
    expect(check('mysite.com')).toEqual([]);
    expect(check('  ')).toEqual([]);
  });
});

describe('sniffPhotoType', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
  it('reads JPEG, PNG and WebP from the first bytes only', () => {
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    const webp = [...'RIFF']
      .map((c) => c.charCodeAt(0))
      .concat(
        [1, 2, 3, 4],
        [...'WEBP'].map((c) => c.charCodeAt(0)),
      );
    expect(sniffPhotoType(bytes(...webp))).toBe('image/webp');
    expect(sniffPhotoType(ascii('hello.png'))).toBeNull();
    expect(sniffPhotoType(ascii('GIF89a'))).toBeNull();
    expect(sniffPhotoType(bytes())).toBeNull();
  });
});

describe('circlePhoneOf', () => {
  it.each([
    ['(555) 019-0101', '+15550190101'],
    ['5550190101', '+15550190101'],
    ['1 555 019 0101', '+15550190101'],
    ['+44 20 7946 0958', '+442079460958'],
    ['wes.haugen', null],
    ['12345', null],
    ['555.019.0101', '+15550190101'],
  ])('%s → %s', (typed, phone) => expect(circlePhoneOf(typed)).toBe(phone));
});
