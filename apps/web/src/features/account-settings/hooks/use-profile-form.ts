import { useEffect, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PROFILE_MESSAGES, type ProfileSettings } from '@linksight/api-contract';
import { isApiClientError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useOnSessionEnd } from '../../../lib/use-session';
import { useUpdateProfileSettings } from '../api/update-profile-settings';
import { focusFirstInvalidField } from '../utils/focus-first-invalid-field';
import {
  changeOf,
  formFieldOfPath,
  formProblems,
  toFormValues,
  type ProfileFormValues,
} from '../utils/profile-form-values';

/** The profile form's date fields (native date inputs). */
const DATE_FIELDS = ['highSchoolGraduationDate', 'collegeStartDate', 'collegeGraduationDate'] as const;

/**
 * Date fields the browser holds a partial date in ("06/dd/yyyy"): a native date input then has no value,
 * so the rules see an empty date and Save dropped what was typed with "Profile saved" (a newcomer's audit).
 */
function partlyTypedDates(form: HTMLFormElement): (typeof DATE_FIELDS)[number][] {
  return DATE_FIELDS.filter(
    (name) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.validity.badInput === true,
  );
}

/** Where a form's unsaved values wait, in this tab, for the next login (per account). */
const draftKey = (accountId: number) => `linksight.profile-draft.${accountId}`;

/**
 * The profile form: api-contract's rules as the resolver (the same messages the API answers), only the
 * changed fields sent, an API error shown on the field it names, a snackbar when saved. A refused Save
 * brings the first field with a problem into view and focuses it.
 */
export function useProfileForm(accountId: number, stored: ProfileSettings) {
  const snackbar = useSnackbar();
  const update = useUpdateProfileSettings(accountId);
  const resolver: Resolver<ProfileFormValues> = (values) => {
    const problems = Object.entries(formProblems(stored, values));
    return problems.length === 0
      ? { values, errors: {} }
      : {
          values: {},
          errors: Object.fromEntries(problems.map(([field, message]) => [field, { type: 'rule', message }])),
        };
  };
  const form = useForm<ProfileFormValues>({
    defaultValues: toFormValues(stored),
    resolver,
    mode: 'onTouched',
    // react-hook-form would focus the Controller's ref, MUI's TextField root (a div): nothing happens.
    shouldFocusError: false,
  });

  // A session that ends while the person edits (a lapsed login answered Save with 401) sends them to the
  // login page: what they typed is kept for this tab and put back when the form opens again.
  useOnSessionEnd(() => {
    const values = form.getValues();
    if (Object.keys(changeOf(stored, values)).length > 0)
      sessionStorage.setItem(draftKey(accountId), JSON.stringify(values));
  });
  useEffect(() => {
    const draft = sessionStorage.getItem(draftKey(accountId));
    if (draft === null) return;
    sessionStorage.removeItem(draftKey(accountId));
    try {
      form.reset(JSON.parse(draft) as ProfileFormValues, { keepDefaultValues: true });
      snackbar.show({
        message: 'Your changes from before you were logged out are back: Save to keep them.',
        severity: 'info',
      });
    } catch {
      // A draft that is not JSON is dropped.
    }
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountId]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The form element, read now: React clears `currentTarget` once the handler returns.
    const element = event.currentTarget;
    const partial = partlyTypedDates(element);
    if (partial.length > 0) {
      event.preventDefault();
      for (const field of partial)
        form.setError(field, { type: 'rule', message: PROFILE_MESSAGES.dateInvalid });
      focusFirstInvalidField(element, partial);
      return Promise.resolve();
    }
    return form.handleSubmit(
      async (values) => {
        const change = changeOf(stored, values);
        if (Object.keys(change).length === 0) {
          snackbar.show({ message: 'Nothing to save', severity: 'info' });
          return;
        }
        try {
          // The saved profile becomes the form's starting point. Only a save resets the form: a refetch of
          // the profile (after a photo upload) must never wipe what the person is typing.
          form.reset(toFormValues(await update.mutateAsync(change)));
          snackbar.show({ message: 'Profile saved', severity: 'success' });
        } catch (error) {
          const field = isApiClientError(error) ? formFieldOfPath(error.path, values.prefersMetric) : null;
          const message = isApiClientError(error) ? error.message : 'The profile could not be saved.';
          if (field === null) {
            snackbar.show({ message, severity: 'error' });
            return;
          }
          form.setError(field, { type: 'server', message });
          focusFirstInvalidField(element, [field]);
        }
      },
      (errors) => focusFirstInvalidField(element, Object.keys(errors)),
    )(event);
  };
  return { form, onSubmit, isSaving: update.isPending };
}
