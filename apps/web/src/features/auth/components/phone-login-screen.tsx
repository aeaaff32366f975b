import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useSendCode } from '../api/send-code';
import { useReadOnlyLock } from '../hooks/use-read-only-lock';
import { clearPhoneAuthState, savePhoneAuthState } from '../utils/auth-storage';
import { DEFAULT_COUNTRY_CODE, PHONE_LOGIN_COUNTRIES } from '../utils/countries';
import { AUTH_MESSAGES, isCodeChallenge, phoneLoginErrorMessage } from '../utils/error-messages';
import {
  PHONE_LOGIN_MAX_LENGTH,
  phoneDigitsFromInput,
  toFullPhoneNumber,
  validatePhoneLoginNumber,
} from '../utils/validation';
import { AuthCard } from './auth-card';
import { CountryCodeSelect } from './country-code-select';
import { FormError } from './form-error';

/** spec 1 §9 phone input lock. */
const PHONE_INPUT_LOCK_MS = 500;

type PhoneLoginValues = { countryCode: string; phoneNumber: string };

/** spec 1 §2.2 /auth and /auth/phone; §4.1 transitions; §5 validation; §8 errors. */
export function PhoneLoginScreen() {
  const navigate = useNavigate();
  const sendCode = useSendCode();
  const [error, setError] = useState<string | null>(null);
  const { isReadOnly, unlock } = useReadOnlyLock(PHONE_INPUT_LOCK_MS);
  const { control, handleSubmit, formState, getValues } = useForm<PhoneLoginValues>({
    mode: 'all',
    defaultValues: { countryCode: DEFAULT_COUNTRY_CODE, phoneNumber: '' },
  });

  // spec 1 §4.1 step 1: the phone state is cleared on this screen.
  useEffect(() => clearPhoneAuthState(), []);

  const onSubmit = handleSubmit(async ({ countryCode, phoneNumber }) => {
    setError(null);
    try {
      const response = await sendCode.mutateAsync(toFullPhoneNumber(countryCode, phoneNumber));
      if (!isCodeChallenge(response)) {
        setError(AUTH_MESSAGES.unexpectedResponse);
        return;
      }
      savePhoneAuthState({ countryCode, digits: phoneNumber });
      await navigate(paths.auth.verify());
    } catch (caught) {
      setError(phoneLoginErrorMessage(caught));
    }
  });

  const isSending = sendCode.isPending;
  return (
    <AuthCard title="Log in" heading="Enter your mobile number to log in or create an account">
      <Typography color="text.secondary">A 6 digit code will be sent to existing accounts.</Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 3 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Controller
            control={control}
            name="countryCode"
            render={({ field }) => (
              <CountryCodeSelect
                countries={PHONE_LOGIN_COUNTRIES}
                value={field.value}
                onChange={field.onChange}
                disabled={isSending}
              />
            )}
          />
          <Controller
            control={control}
            name="phoneNumber"
            rules={{ validate: validatePhoneLoginNumber }}
            render={({ field, fieldState }) => {
              // spec 1 §5: errors show only once the field is dirty or touched (or after a submit).
              const shown =
                fieldState.isDirty || fieldState.isTouched || formState.isSubmitted
                  ? fieldState.error?.message
                  : undefined;
              return (
                <TextField
                  {...field}
                  onChange={(event) =>
                    field.onChange(
                      phoneDigitsFromInput(
                        event.target.value,
                        getValues('countryCode'),
                        PHONE_LOGIN_MAX_LENGTH,
                      ),
                    )
                  }
                  label="Phone number"
                  type="tel"
                  autoComplete="tel-national"
                  fullWidth
                  error={shown !== undefined}
                  helperText={shown}
                  onFocus={unlock}
                  onClick={unlock}
                  slotProps={{ htmlInput: { inputMode: 'numeric', readOnly: isReadOnly } }}
                />
              );
            }}
          />
        </Stack>
        <FormError message={error} />
        <Stack spacing={1.5} sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" size="large" disabled={isSending}>
            {isSending ? 'Sending...' : 'Continue'}
          </Button>
          <Button component={Link} to={paths.auth.alternative()} variant="outlined" size="large">
            Alternative Login
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
