import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, type ProfileSettings } from '@linksight/api-contract';
import { bodyValues, changeOf, formFieldOfPath, formProblems, toFormValues } from './profile-form-values';

const STORED: ProfileSettings = {
  accountId: 7,
  firstName: '',
  lastName: '',
  username: 'player-1a2b3c4d',
  imgUrl: null,
  about: null,
  highSchoolName: null,
  highSchoolGraduationDate: null,
  highSchoolGpa: null,
  collegeName: null,
  collegeStartDate: null,
  collegeGraduationDate: null,
  collegeGpa: null,
  ncaaNumber: null,
  ghinNumber: null,
  heightInches: 70,
  weightLbs: 165,
  websiteLink: null,
  prefersMetric: false,
  defaultHoleCount: 18,
};

describe('profile form values', () => {
  it('shows 70 in as 5 ft 10 in or 178 cm, 165 lb as 75 kg', () => {
    expect(toFormValues(STORED)).toMatchObject({
      heightFeet: '5',
      heightInches: '10',
      heightCm: '178',
      weightLb: '165',
      weightKg: '75',
    });
  });

  it('stores the fields of the unit system in use, in whole inches and pounds', () => {
    const form = toFormValues(STORED);
    expect(bodyValues({ ...form, heightFeet: '6', heightInches: '1' })).toEqual({
      heightInches: 73,
      weightLbs: 165,
    });
    // 180 cm = 70.87 in → 71; 80 kg = 176.4 lb → 176.
    expect(bodyValues({ ...form, prefersMetric: true, heightCm: '180', weightKg: '80' })).toEqual({
      heightInches: 71,
      weightLbs: 176,
    });
    expect(bodyValues({ ...form, heightFeet: '', heightInches: '', weightLb: '' })).toEqual({
      heightInches: null,
      weightLbs: null,
    });
  });

  it('sends only what changed, normalized', () => {
    const form = {
      ...toFormValues(STORED),
      firstName: ' Casey ',
      websiteLink: 'casey.golf',
      highSchoolGpa: '3.8',
    };
    expect(changeOf(STORED, form)).toEqual({
      firstName: 'Casey',
      websiteLink: 'https://casey.golf',
      highSchoolGpa: 3.8,
    });
    expect(changeOf(STORED, toFormValues(STORED))).toEqual({});
  });

  it("shows the rules' messages on the form's fields, a GPA that is no number too", () => {
    const form = {
      ...toFormValues(STORED),
      firstName: 'Casey',
      username: 'ab',
      collegeGpa: 'four',
      heightFeet: '9',
    };
    expect(formProblems(STORED, form)).toEqual({
      username: PROFILE_MESSAGES.usernameLength,
      collegeGpa: PROFILE_MESSAGES.gpaRange,
      heightFeet: PROFILE_MESSAGES.heightRange,
    });
    expect(
      formProblems(STORED, {
        ...form,
        prefersMetric: true,
        heightCm: '300',
        username: 'casey',
        collegeGpa: '',
      }),
    ).toEqual({
      heightCm: PROFILE_MESSAGES.heightRange,
    });
  });

  it('keeps the inches beside the feet within a foot: 5 ft 15 in is refused, not saved as 6 ft 3 in', () => {
    const form = { ...toFormValues(STORED), firstName: 'Casey', heightFeet: '5', heightInches: '15' };
    expect(formProblems(STORED, form)).toEqual({ heightInches: PROFILE_MESSAGES.heightInchesPart });
    expect(formProblems(STORED, { ...form, heightInches: '2.5' })).toEqual({
      heightInches: PROFILE_MESSAGES.heightInchesPart,
    });
    expect(formProblems(STORED, { ...form, heightInches: '11' })).toEqual({});
  });

  it('asks for a first name even when it is unchanged (a new account has none)', () => {
    const nameless = { ...STORED, firstName: '' };
    expect(formProblems(nameless, toFormValues(nameless))).toEqual({
      firstName: PROFILE_MESSAGES.firstNameRequired,
    });
    const named = { ...STORED, firstName: 'Casey' };
    expect(formProblems(named, toFormValues(named))).toEqual({});
  });

  it("maps the API's path to the field that shows it", () => {
    expect(formFieldOfPath('$.username', false)).toBe('username');
    expect(formFieldOfPath('$.weightLbs', true)).toBe('weightKg');
    expect(formFieldOfPath('$', false)).toBeNull();
    expect(formFieldOfPath(undefined, false)).toBeNull();
  });
});
