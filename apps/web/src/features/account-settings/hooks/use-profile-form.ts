import { useForm, type Resolver } from 'react-hook-form';
import type { ProfileSettings } from '@linksight/api-contract';
import { isApiClientError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useUpdateProfileSettings } from '../api/update-profile-settings';
import {
  changeOf,
  formFieldOfPath,
  formProblems,
  toFormValues,
  type ProfileFormValues,
} from '../utils/profile-form-values';

/**
 * The profile form: api-contract's rules as the resolver (the same messages the API answers), only the
 * changed fields sent, an API error shown on the field it names, a snackbar when saved.
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
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const change = changeOf(stored, values);
    if (Object.keys(change).length === 0) {
      snackbar.show({ message: 'Nothing to save', severity: 'info' });
      return;
    }
    try {
      // The saved profile becomes the form's starting point. Only a save resets the form: a refetch of the
      // profile (after a photo upload) must never wipe what the person is typing.
      form.reset(toFormValues(await update.mutateAsync(change)));
      snackbar.show({ message: 'Profile saved', severity: 'success' });
    } catch (error) {
      const field = isApiClientError(error) ? formFieldOfPath(error.path, values.prefersMetric) : null;
      const message = isApiClientError(error) ? error.message : 'The profile could not be saved.';
      if (field !== null) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      else snackbar.show({ message, severity: 'error' });
    }
  });
  return { form, onSubmit, isSaving: update.isPending };
}
