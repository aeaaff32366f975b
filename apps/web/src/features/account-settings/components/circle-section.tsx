import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fullName } from '@linksight/golf-core';
import type { CircleMember } from '@linksight/api-contract';
import { AccountAvatar } from '../../../components/ui/account-avatar';
import { isApiClientError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/snackbar';
import { useAddCircleMember, useCircle } from '../api/circle';
import { RemoveMemberDialog } from './remove-member-dialog';

/** The Circle section (spec 2 §6: a circle member has full access to the profile). */
export function CircleSection({ accountId }: { accountId: number }) {
  const circle = useCircle(accountId);
  const add = useAddCircleMember(accountId);
  const snackbar = useSnackbar();
  const [member, setMember] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CircleMember | null>(null);

  const submit = () => {
    if (member.trim() === '') return setProblem('Enter a username or a phone number');
    add.mutate(member.trim(), {
      onSuccess: (added) => {
        setMember('');
        setProblem(null);
        snackbar.show({ message: `${fullName(added)} added to your circle`, severity: 'success' });
      },
      onError: (error) =>
        setProblem(isApiClientError(error) ? error.message : 'The person could not be added.'),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">
        People in your circle see your whole profile, private pages included.
      </Typography>
      {circle.isPending && (
        <Skeleton role="progressbar" variant="rounded" height={96} aria-label="Loading your circle" />
      )}
      {circle.isError && <Alert severity="error">Your circle could not be loaded.</Alert>}
      {circle.data?.members.length === 0 && (
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          No one is in your circle yet.
        </Typography>
      )}
      {circle.data && circle.data.members.length > 0 && (
        <List aria-label="Your circle" disablePadding>
          {circle.data.members.map((m) => (
            <ListItem
              key={m.accountId}
              disableGutters
              secondaryAction={
                <Button color="inherit" onClick={() => setRemoving(m)} aria-label={`Remove ${fullName(m)}`}>
                  Remove
                </Button>
              }
              sx={{ gap: 2, pr: 12 }}
            >
              <AccountAvatar
                accountId={m.accountId}
                name=""
                size={40}
                initialsFrom={m.imgUrl === null ? fullName(m) : undefined}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography noWrap>{fullName(m)}</Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  @{m.username}
                </Typography>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      <Box
        component="form"
        aria-label="Add to your circle"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <TextField
          label="Username or phone number"
          value={member}
          onChange={(e) => {
            setMember(e.target.value);
            // The message was about what was typed before; it no longer applies once the text changes.
            setProblem(null);
          }}
          error={problem !== null}
          helperText={problem ?? 'e.g. wes.haugen or 555 010 0001'}
          slotProps={{ htmlInput: { maxLength: 64 } }}
          sx={{ flexGrow: 1, minWidth: 0, width: { xs: '100%', sm: 'auto' } }}
        />
        <Button type="submit" variant="outlined" disabled={add.isPending} sx={{ mt: 1 }}>
          {add.isPending ? 'Adding…' : 'Add'}
        </Button>
      </Box>
      <RemoveMemberDialog
        accountId={accountId}
        member={removing}
        onClose={() => {
          setRemoving(null);
          // A change to the circle answers the last attempt to add: its message would now read as stale.
          setProblem(null);
        }}
      />
    </Box>
  );
}
