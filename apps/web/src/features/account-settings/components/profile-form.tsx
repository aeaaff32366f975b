import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { fullName } from '@linksight/golf-core';
import type { ProfileSettings } from '@linksight/api-contract';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useProfileForm } from '../hooks/use-profile-form';
import { GolfFields } from './golf-fields';
import { NameFields } from './name-fields';
import { PhotoField } from './photo-field';
import { SchoolFields } from './school-fields';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The Profile section: photo (saved at once), then the fields saved together with Save. */
export function ProfileForm({ accountId, stored }: { accountId: number; stored: ProfileSettings }) {
  const { form, onSubmit, isSaving } = useProfileForm(accountId, stored);
  const { control, getValues, setValue, formState } = form;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <UnsavedChangesGuard when={formState.isDirty && !isSaving} what="your profile" />
      <PhotoField accountId={accountId} name={fullName(stored)} hasPhoto={stored.imgUrl !== null} />
      <Box
        component="form"
        aria-label="Profile"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        sx={{ display: 'grid', gap: 3 }}
      >
        <Group title="Name">
          <NameFields control={control} />
        </Group>
        <Divider />
        <Group title="About and school">
          <SchoolFields control={control} />
        </Group>
        <Divider />
        <Group title="Golf and preferences">
          <GolfFields control={control} getValues={getValues} setValue={setValue} />
        </Group>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={isSaving}>
            {isSaving ? 'Saving…' : 'Save'}
          </Button>
          {formState.isDirty && !isSaving && (
            <Typography variant="body2" color="text.secondary">
              Unsaved changes
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
