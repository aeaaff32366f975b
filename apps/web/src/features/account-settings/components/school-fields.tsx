import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PROFILE_LIMITS } from '@linksight/api-contract';
import type { ProfileFormValues } from '../utils/profile-form-values';
import { FormTextField } from './form-text-field';

const GPA_INPUT = { inputMode: 'decimal' as const };
const DATE_SLOTS = { inputLabel: { shrink: true } };

/** About, and the school information of the resume (spec 2 §3 schoolInformation). */
export function SchoolFields({ control }: { control: Control<ProfileFormValues> }) {
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormTextField
        name="about"
        control={control}
        label="About"
        multiline
        minRows={3}
        helperText="A few lines for your profile and resume"
        slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.aboutMaxLength } }}
      />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        High school
      </Typography>
      <Box sx={grid}>
        <FormTextField name="highSchoolName" control={control} label="High school" />
        <FormTextField
          name="highSchoolGraduationDate"
          control={control}
          label="Graduation"
          type="date"
          slotProps={DATE_SLOTS}
        />
        <FormTextField
          name="highSchoolGpa"
          control={control}
          label="GPA"
          slotProps={{ htmlInput: GPA_INPUT }}
        />
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        College
      </Typography>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' } }}>
        <FormTextField name="collegeName" control={control} label="College" />
        <FormTextField
          name="collegeStartDate"
          control={control}
          label="Start"
          type="date"
          slotProps={DATE_SLOTS}
        />
        <FormTextField
          name="collegeGraduationDate"
          control={control}
          label="Graduation"
          type="date"
          slotProps={DATE_SLOTS}
        />
        <FormTextField name="collegeGpa" control={control} label="GPA" slotProps={{ htmlInput: GPA_INPUT }} />
      </Box>
    </Box>
  );
}
