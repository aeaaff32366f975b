import {
  normalizeProfileUpdate,
  PROFILE_MESSAGES,
  profileProblems,
  type EditableProfile,
  type EditableProfileField,
  type ProfileSettings,
  type ProfileSettingsUpdate,
} from '@linksight/api-contract';

/** What the profile form holds: text as typed; height and weight in both unit systems. */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  username: string;
  about: string;
  highSchoolName: string;
  highSchoolGraduationDate: string;
  highSchoolGpa: string;
  collegeName: string;
  collegeStartDate: string;
  collegeGraduationDate: string;
  collegeGpa: string;
  ncaaNumber: string;
  ghinNumber: string;
  heightFeet: string;
  heightInches: string;
  heightCm: string;
  weightLb: string;
  weightKg: string;
  websiteLink: string;
  prefersMetric: boolean;
  defaultHoleCount: '9' | '18';
};
export type ProfileFormField = keyof ProfileFormValues;

const CM_PER_INCH = 2.54;
const KG_PER_LB = 0.45359237;

const text = (value: string | null) => value ?? '';
const numberText = (value: number | null) => (value === null ? '' : String(value));

/** Height and weight fields from stored inches and pounds (both unit systems filled). */
export function bodyFields(heightInches: number | null, weightLbs: number | null) {
  return {
    heightFeet: heightInches === null ? '' : String(Math.floor(heightInches / 12)),
    heightInches: heightInches === null ? '' : String(heightInches % 12),
    heightCm: heightInches === null ? '' : String(Math.round(heightInches * CM_PER_INCH)),
    weightLb: numberText(weightLbs),
    weightKg: weightLbs === null ? '' : String(Math.round(weightLbs * KG_PER_LB)),
  };
}

export function toFormValues(p: ProfileSettings): ProfileFormValues {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    username: p.username,
    about: text(p.about),
    highSchoolName: text(p.highSchoolName),
    highSchoolGraduationDate: text(p.highSchoolGraduationDate),
    highSchoolGpa: numberText(p.highSchoolGpa),
    collegeName: text(p.collegeName),
    collegeStartDate: text(p.collegeStartDate),
    collegeGraduationDate: text(p.collegeGraduationDate),
    collegeGpa: numberText(p.collegeGpa),
    ncaaNumber: text(p.ncaaNumber),
    ghinNumber: text(p.ghinNumber),
    ...bodyFields(p.heightInches, p.weightLbs),
    websiteLink: text(p.websiteLink),
    prefersMetric: p.prefersMetric,
    defaultHoleCount: p.defaultHoleCount === 9 ? '9' : '18',
  };
}

/** A typed number: '' is null, anything unreadable NaN (refused by the range checks). */
const parsed = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));

/** Stored inches and pounds from the fields of the unit system in use (whole numbers, as stored). */
export function bodyValues(v: ProfileFormValues): { heightInches: number | null; weightLbs: number | null } {
  const round = (n: number | null, factor = 1) => (n === null ? null : Math.round(n * factor));
  if (v.prefersMetric)
    return {
      heightInches: round(parsed(v.heightCm), 1 / CM_PER_INCH),
      weightLbs: round(parsed(v.weightKg), 1 / KG_PER_LB),
    };
  const feet = parsed(v.heightFeet);
  const inches = parsed(v.heightInches);
  const height = feet === null && inches === null ? null : (feet ?? 0) * 12 + (inches ?? 0);
  return { heightInches: round(height), weightLbs: round(parsed(v.weightLb)) };
}

/** The whole profile as the API would store it. */
export function toEditableProfile(v: ProfileFormValues): EditableProfile {
  const change = normalizeProfileUpdate({
    firstName: v.firstName,
    lastName: v.lastName,
    username: v.username,
    about: v.about,
    highSchoolName: v.highSchoolName,
    highSchoolGraduationDate: v.highSchoolGraduationDate,
    highSchoolGpa: parsed(v.highSchoolGpa),
    collegeName: v.collegeName,
    collegeStartDate: v.collegeStartDate,
    collegeGraduationDate: v.collegeGraduationDate,
    collegeGpa: parsed(v.collegeGpa),
    ncaaNumber: v.ncaaNumber,
    ghinNumber: v.ghinNumber,
    ...bodyValues(v),
    websiteLink: v.websiteLink,
    prefersMetric: v.prefersMetric,
    defaultHoleCount: v.defaultHoleCount === '9' ? 9 : 18,
  });
  return change as EditableProfile;
}

/** Only what differs from the stored profile (the API blames only changed fields, too). */
export function changeOf(stored: ProfileSettings, v: ProfileFormValues): ProfileSettingsUpdate {
  const next = toEditableProfile(v);
  const change: Record<string, unknown> = {};
  for (const field of Object.keys(next) as EditableProfileField[])
    if (next[field] !== stored[field] && !(Number.isNaN(next[field]) && Number.isNaN(stored[field])))
      change[field] = next[field];
  return change as ProfileSettingsUpdate;
}

/** The form field that shows a problem of a stored field (height and weight by the unit system). */
export function formFieldOf(field: EditableProfileField, prefersMetric: boolean): ProfileFormField {
  if (field === 'heightInches') return prefersMetric ? 'heightCm' : 'heightFeet';
  if (field === 'weightLbs') return prefersMetric ? 'weightKg' : 'weightLb';
  return field;
}

/** api-contract's rules over the changed fields, keyed by form field; a GPA that is not a number too. */
export function formProblems(
  stored: ProfileSettings,
  v: ProfileFormValues,
): Partial<Record<ProfileFormField, string>> {
  const change = changeOf(stored, v);
  const problems: Partial<Record<ProfileFormField, string>> = {};
  const merged = { ...toEditableProfile(v) };
  for (const field of ['highSchoolGpa', 'collegeGpa', 'heightInches', 'weightLbs'] as const)
    if (Number.isNaN(merged[field]))
      problems[formFieldOf(field, v.prefersMetric)] = field.endsWith('Gpa')
        ? PROFILE_MESSAGES.gpaRange
        : field === 'heightInches'
          ? PROFILE_MESSAGES.heightRange
          : PROFILE_MESSAGES.weightRange;
  // 5 ft 15 in was saved as 6 ft 3 in without a word: the inches beside the feet stay within a foot.
  const inches = parsed(v.heightInches);
  if (!v.prefersMetric && inches !== null && !(Number.isInteger(inches) && inches >= 0 && inches <= 11))
    problems.heightInches = PROFILE_MESSAGES.heightInchesPart;
  // The first name is required even unchanged: a new account's is empty, and Save said "Nothing to save".
  const checked = new Set([...(Object.keys(change) as EditableProfileField[]), 'firstName' as const]);
  for (const p of profileProblems(merged, [...checked])) {
    const formField = formFieldOf(p.field, v.prefersMetric);
    problems[formField] ??= p.message;
  }
  return problems;
}

/** `$.username` → the form field it names, or null. */
export function formFieldOfPath(path: string | undefined, prefersMetric: boolean): ProfileFormField | null {
  const field = /^\$\.([A-Za-z]+)$/.exec(path ?? '')?.[1];
  const editable: readonly string[] = [
    'firstName',
    'lastName',
    'username',
    'about',
    'highSchoolName',
    'highSchoolGraduationDate',
    'highSchoolGpa',
    'collegeName',
    'collegeStartDate',
    'collegeGraduationDate',
    'collegeGpa',
    'ncaaNumber',
    'ghinNumber',
    'heightInches',
    'weightLbs',
    'websiteLink',
    'prefersMetric',
    'defaultHoleCount',
  ];
  return field !== undefined && editable.includes(field)
    ? formFieldOf(field as EditableProfileField, prefersMetric)
    : null;
}
