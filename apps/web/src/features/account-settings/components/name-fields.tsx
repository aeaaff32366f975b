import { useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import { PROFILE_LIMITS } from '@linksight/api-contract';
import { paths } from '../../../config/paths';
import type { ProfileFormValues } from '../utils/profile-form-values';
import { FormTextField } from './form-text-field';

/** Names and the username, with the profile address the username gives. */
export function NameFields({ control }: { control: Control<ProfileFormValues> }) {
  const username = useWatch({ control, name: 'username' }).trim();
  const profileUrl = `${window.location.origin}${paths.profile(username === '' ? '…' : username)}`;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField
        name="firstName"
        control={control}
        label="First name"
        required
        autoComplete="given-name"
        slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.nameMaxLength } }}
      />
      <FormTextField
        name="lastName"
        control={control}
        label="Last name"
        autoComplete="family-name"
        slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.nameMaxLength } }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField
          name="username"
          control={control}
          label="Username"
          required
          autoComplete="username"
          helperText={`Your public profile: ${profileUrl}`}
          slotProps={{
            htmlInput: {
              maxLength: PROFILE_LIMITS.usernameMaxLength,
              spellCheck: false,
              autoCapitalize: 'none',
            },
            formHelperText: { sx: { overflowWrap: 'anywhere' } },
          }}
        />
      </Box>
    </Box>
  );
}
