import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PasswordField } from '../../../components/ui/password-field';
import { isApiClientError } from '../../../lib/api-client';
import { validatePassword } from '../../../lib/password-rules';
import { useChangePassword, usePasswordStatus } from '../api/password';
import { PASSWORD_SECTION_TEXT as TEXT, confirmPasswordRule } from '../utils/password-text';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password (the settings page; the spec has no settings screen). An account made by phone code has no
 * password, so the alternative login (spec 1 §2.2) could never work for it: here it sets one, and changes
 * it later with the current one. The rules and messages are the login's (spec 1 §5).
 */
export function PasswordSection() {
  const status = usePasswordStatus();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { control, handleSubmit, reset, getValues } = useForm<PasswordValues>({
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  if (status.isPending)
    return (
      <Skeleton
        role="progressbar"
        variant="rounded"
        height={160}
        aria-label="Loading your password settings"
      />
    );
  if (status.isError) return <Alert severity="error">{TEXT.loadFailed}</Alert>;
  const isSet = status.data.isSet;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      await change.mutateAsync(isSet ? { currentPassword, newPassword } : { newPassword });
      reset(EMPTY);
      setOutcome({ severity: 'success', text: isSet ? TEXT.changed : TEXT.set });
    } catch (caught) {
      const message = isApiClientError(caught) ? caught.message : TEXT.saveFailed;
      setOutcome({ severity: 'error', text: message });
    }
  });

  const field = (name: keyof PasswordValues, label: string, autoComplete: string) => (
    <Controller
      control={control}
      name={name}
      rules={{
        validate:
          name === 'confirmPassword'
            ? (value) => confirmPasswordRule(value, getValues('newPassword'))
            : validatePassword,
      }}
      render={({ field: props, fieldState }) => (
        <PasswordField
          {...props}
          label={label}
          autoComplete={autoComplete}
          fullWidth
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
    >
      <Typography variant="body2" color="text.secondary">
        {isSet ? TEXT.introSet : TEXT.introNotSet}
      </Typography>
      {isSet && field('currentPassword', 'Current password', 'current-password')}
      {field('newPassword', isSet ? 'New password' : 'Password', 'new-password')}
      {field('confirmPassword', isSet ? 'Confirm new password' : 'Confirm password', 'new-password')}
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : isSet ? 'Change password' : 'Set password'}
        </Button>
      </Box>
    </Box>
  );
}
