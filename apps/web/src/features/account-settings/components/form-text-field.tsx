import { Controller, type Control } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ProfileFormField, ProfileFormValues } from '../utils/profile-form-values';

type FormTextFieldProps = Omit<TextFieldProps, 'name'> & {
  name: Exclude<ProfileFormField, 'prefersMetric'>;
  control: Control<ProfileFormValues>;
};

/** A text field of the profile form: its rule's message (or the API's) replaces the hint. */
export function FormTextField({ name, control, helperText, ...props }: FormTextFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          {...field}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
