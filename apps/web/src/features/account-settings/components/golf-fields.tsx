import {
  Controller,
  useWatch,
  type Control,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import InputAdornment from '@mui/material/InputAdornment';
import { bodyFields, bodyValues, type ProfileFormValues } from '../utils/profile-form-values';
import { FormTextField } from './form-text-field';

const NUMERIC = { inputMode: 'numeric' as const };
const unit = (text: string) => ({
  htmlInput: NUMERIC,
  input: { endAdornment: <InputAdornment position="end">{text}</InputAdornment> },
});

type GolfFieldsProps = {
  control: Control<ProfileFormValues>;
  getValues: UseFormGetValues<ProfileFormValues>;
  setValue: UseFormSetValue<ProfileFormValues>;
};

/** Golf numbers, body, website and the player's preferences (units, default hole count). */
export function GolfFields({ control, getValues, setValue }: GolfFieldsProps) {
  const isMetric = useWatch({ control, name: 'prefersMetric' });
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1.6fr 1fr' } };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={grid}>
        <FormTextField
          name="ncaaNumber"
          control={control}
          label="NCAA number"
          slotProps={{ htmlInput: NUMERIC }}
        />
        <FormTextField
          name="ghinNumber"
          control={control}
          label="GHIN number"
          slotProps={{ htmlInput: NUMERIC }}
        />
        {isMetric ? (
          <FormTextField name="heightCm" control={control} label="Height" slotProps={unit('cm')} />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: '1fr 1fr',
              gridColumn: { xs: '1 / -1', sm: 'auto' },
            }}
          >
            <FormTextField name="heightFeet" control={control} label="Height" slotProps={unit('ft')} />
            <FormTextField
              name="heightInches"
              control={control}
              label="Inches"
              slotProps={unit('in')}
              aria-label="Height, inches"
            />
          </Box>
        )}
        <FormTextField
          name={isMetric ? 'weightKg' : 'weightLb'}
          control={control}
          label="Weight"
          slotProps={unit(isMetric ? 'kg' : 'lb')}
        />
      </Box>
      <FormTextField
        name="websiteLink"
        control={control}
        label="Website"
        type="url"
        placeholder="https://"
        helperText="Shown on your resume, such as mysite.com"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <Controller
          name="prefersMetric"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label="Metric units (metres, cm, kg)"
              control={
                <Switch
                  checked={field.value}
                  onChange={(e) => {
                    // Height and weight move to the other unit system as they are.
                    const values = bodyValues(getValues());
                    const converted = bodyFields(values.heightInches, values.weightLbs);
                    for (const [key, value] of Object.entries(converted))
                      setValue(key as keyof typeof converted, value, { shouldDirty: true });
                    field.onChange(e.target.checked);
                  }}
                />
              }
            />
          )}
        />
        <FormTextField
          name="defaultHoleCount"
          control={control}
          select
          label="Default hole count"
          sx={{ width: 200 }}
          fullWidth={false}
        >
          <MenuItem value="18">18 holes</MenuItem>
          <MenuItem value="9">9 holes</MenuItem>
        </FormTextField>
      </Box>
    </Box>
  );
}
