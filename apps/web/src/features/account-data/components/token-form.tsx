import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CreatedToken, TokenScope } from '@linksight/api-contract';
import { isApiClientError } from '../../../lib/api-client';
import { useCreateToken } from '../api/create-token';

export const SCOPE_LABELS: Record<TokenScope, string> = {
  read: 'Read my data (read)',
  'rounds:write': 'Post rounds and courses (rounds:write)',
};
const EXPIRY_OPTIONS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
];

/** Creates a personal access token (issue 20): name, scopes, expiry. */
export function TokenForm({ onCreated }: { onCreated: (token: CreatedToken) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['read']);
  const [expiry, setExpiry] = useState('90');
  const [isTouched, setTouched] = useState(false);
  const create = useCreateToken();
  const nameError = isTouched && name.trim() === '' ? 'Give the token a name' : null;
  const scopeError = isTouched && scopes.length === 0 ? 'Choose at least one scope' : null;

  const submit = () => {
    setTouched(true);
    if (name.trim() === '' || scopes.length === 0) return;
    create.mutate(
      { name: name.trim(), scopes, expiresInDays: expiry === 'never' ? null : Number(expiry) },
      {
        onSuccess: (token) => {
          setName('');
          setTouched(false);
          onCreated(token);
        },
      },
    );
  };

  return (
    <Box
      component="form"
      aria-label="New access token"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
    >
      <TextField
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={nameError !== null}
        helperText={nameError ?? 'What the token is for, e.g. "Shot tracker sync"'}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormControl error={scopeError !== null} component="fieldset">
        <FormLabel component="legend">Scopes</FormLabel>
        <FormGroup>
          {(Object.keys(SCOPE_LABELS) as TokenScope[]).map((scope) => (
            <FormControlLabel
              key={scope}
              label={SCOPE_LABELS[scope]}
              control={
                <Checkbox
                  checked={scopes.includes(scope)}
                  onChange={(e) =>
                    setScopes((s) => (e.target.checked ? [...s, scope] : s.filter((x) => x !== scope)))
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {scopeError && <FormHelperText>{scopeError}</FormHelperText>}
      </FormControl>
      <TextField select label="Expires after" value={expiry} onChange={(e) => setExpiry(e.target.value)}>
        {EXPIRY_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      {create.isError && (
        <Alert severity="error">
          {isApiClientError(create.error) ? create.error.message : 'The token could not be created.'}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create token'}
        </Button>
      </Box>
    </Box>
  );
}
