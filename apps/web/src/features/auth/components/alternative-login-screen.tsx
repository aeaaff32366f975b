import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';
import { ALTERNATIVE_LOGIN_COUNTRIES, DEFAULT_COUNTRY_CODE } from '../utils/countries';
import { passwordLoginErrorMessage } from '../utils/error-messages';
import {
  ALTERNATIVE_PHONE_LENGTH,
  phoneDigitsFromInput,
  toFullPhoneNumber,
  validateAlternativePhoneNumber,
  validatePassword,
} from '../utils/validation';
import { AuthCard } from './auth-card';
import { CountryCodeSelect } from './country-code-select';
import { FormError } from './form-error';
import { PasswordField } from '../../../components/ui/password-field';

type AlternativeLoginValues = { countryCode: string; phoneNumber: string; password: string };

/** spec 1 §2.2 /auth/alternative: mobile number and password; §5 validation; §8 failure text. */
export function AlternativeLoginScreen() {
  const navigate = useNavigate();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState, getValues } = useForm<AlternativeLoginValues>({
    mode: 'all',
    defaultValues: { countryCode: DEFAULT_COUNTRY_CODE, phoneNumber: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ countryCode, phoneNumber, password }) => {
    setError(null);
    try {
      await login.mutateAsync({ phoneNumber: toFullPhoneNumber(countryCode, phoneNumber), password });
      await navigate(paths.home()); // spec 1 §2.2: after a password login the app goes to /
    } catch (caught) {
      setError(passwordLoginErrorMessage(caught));
    }
  });

  // spec 1 §5: a message shows once its field is dirty or touched.
  const visibleError = (state: { isDirty: boolean; isTouched: boolean; error?: { message?: string } }) =>
    state.isDirty || state.isTouched || formState.isSubmitted ? state.error?.message : undefined;

  return (
    <AuthCard
      title="Alternative login"
      heading="Log in with your mobile number and password"
      backTo={paths.auth.phone()}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2 }}>
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Controller
              control={control}
              name="countryCode"
              render={({ field }) => (
                <CountryCodeSelect
                  countries={ALTERNATIVE_LOGIN_COUNTRIES}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name="phoneNumber"
              rules={{ validate: validateAlternativePhoneNumber }}
              render={({ field, fieldState }) => {
                const shown = visibleError(fieldState);
                return (
                  <TextField
                    {...field}
                    onChange={(event) =>
                      field.onChange(
                        phoneDigitsFromInput(
                          event.target.value,
                          getValues('countryCode'),
                          ALTERNATIVE_PHONE_LENGTH,
                        ),
                      )
                    }
                    label="Phone number"
                    type="tel"
                    autoComplete="tel-national"
                    fullWidth
                    error={shown !== undefined}
                    helperText={shown}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                );
              }}
            />
          </Stack>
          <Controller
            control={control}
            name="password"
            rules={{ validate: validatePassword }}
            render={({ field, fieldState }) => {
              const shown = visibleError(fieldState);
              return (
                <PasswordField
                  {...field}
                  label="Password"
                  autoComplete="current-password"
                  fullWidth
                  error={shown !== undefined}
                  helperText={shown}
                />
              );
            }}
          />
        </Stack>
        <FormError message={error} />
        <Stack spacing={1.5} sx={{ mt: 3 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!formState.isValid || login.isPending}
          >
            Login
          </Button>
          <Button component={Link} to={paths.auth.phone()} variant="outlined" size="large">
            Switch to Phone login
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          No password yet? Log in with a code, then set one in Profile and privacy.
        </Typography>
      </Box>
    </AuthCard>
  );
}
