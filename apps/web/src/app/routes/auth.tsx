import { useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { PlaceholderPage } from '../../components/ui/placeholder-page';
import { decodeParentheses } from '../../lib/router-url';

const AUTH_ISSUE = 'issue 3 "Phone login with one-time code, password login, sessions and tokens"';

function ReturnUrlNote() {
  const returnUrl = useSearchParams()[0].get('returnUrl');
  if (returnUrl === null) return null;
  return (
    <Typography sx={{ mt: 1 }} color="text.secondary" data-testid="return-url">
      After logging in you will return to {decodeParentheses(returnUrl)}
    </Typography>
  );
}

/** spec 1 §2.2 screens; the Auth issue replaces these placeholders. */
export function PhoneLoginRoute() {
  return (
    <PlaceholderPage title="Phone login" owner={AUTH_ISSUE}>
      <ReturnUrlNote />
    </PlaceholderPage>
  );
}

export function VerifyRoute() {
  return <PlaceholderPage title="Verification" owner={AUTH_ISSUE} />;
}

export function AlternativeLoginRoute() {
  return <PlaceholderPage title="Alternative login" owner={AUTH_ISSUE} />;
}
