import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import OutlinedInput from '@mui/material/OutlinedInput';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../../../lib/public-config';
import { useSearchAccounts } from '../api/search-accounts';
import { useSearchOrganizations } from '../api/search-organizations';
import { getAccountLink, getOrganizationLink } from '../../../lib/profile-links';
import { hasSearchQuery, readSearchParams, toSearchParams, type SearchType } from '../utils/search-params';
import { PageTitle } from '../../../components/ui/page-title';

// issue 23: the result cards' code (cards, chips, links) loads with the first results, not with the page.
const AccountCard = lazy(() => import('./account-card').then((m) => ({ default: m.AccountCard })));
const OrganizationCard = lazy(() =>
  import('./organization-card').then((m) => ({ default: m.OrganizationCard })),
);

/** Typing updates the address (and the request) after this pause. */
const SEARCH_DEBOUNCE_MS = 300;

export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { q, type } = readSearchParams(searchParams);
  const [draft, setDraft] = useState(q);
  const [syncedQ, setSyncedQ] = useState(q);
  if (q !== syncedQ) {
    // The address changed from outside (back button, a link): show it in the box.
    setSyncedQ(q);
    setDraft(q);
  }

  useEffect(() => {
    if (draft === q) return;
    const timer = window.setTimeout(
      () => setSearchParams(toSearchParams({ q: draft, type }), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [draft, q, type, setSearchParams]);

  const config = usePublicConfig();
  const accounts = useSearchAccounts(q, type === 'account');
  const organizations = useSearchOrganizations(q, type === 'organization');
  const active = type === 'account' ? accounts : organizations;
  const count = hasSearchQuery(q) ? (active.data?.items.length ?? 0) : 0;
  const host = window.location.host;
  const otherType: SearchType = type === 'account' ? 'organization' : 'account';

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200, mx: 'auto' }}>
      <PageTitle parts={['Search']} />
      <Typography variant="h4" component="h1" gutterBottom>
        Search
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        {/* The box has no visible label: OutlinedInput, not TextField (which brings Select's code along). */}
        <OutlinedInput
          type="search"
          placeholder="Search..."
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          inputProps={{ 'aria-label': 'Search', maxLength: 100 }}
          sx={{ flex: '1 1 260px' }}
        />
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={type}
          aria-label="Search for"
          onChange={(_event, next: SearchType | null) => {
            if (next !== null) setSearchParams(toSearchParams({ q: draft, type: next }), { replace: true });
          }}
        >
          <ToggleButton value="organization">Organizations</ToggleButton>
          <ToggleButton value="account">Accounts</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{active.isFetching && <LinearProgress aria-label="Searching" />}</Box>
      {/* spec 1 §2.4 "Results: {count}" once there is something to count; before, what to type. */}
      <Typography role="status" sx={{ mb: 2 }} color={hasSearchQuery(q) ? undefined : 'text.secondary'}>
        {/* A failed search has no count: "Results: 0" over the error read as "nobody matched". */}
        {!hasSearchQuery(q)
          ? 'Type a name to find players, coaches and teams.'
          : active.isError
            ? 'The search could not be done.'
            : `Results: ${count}`}
      </Typography>
      {active.isError && (
        <Alert severity="error" action={<Button onClick={() => void active.refetch()}>Try again</Button>}>
          {active.error.message}
        </Alert>
      )}
      {hasSearchQuery(q) && active.isSuccess && !active.isFetching && count === 0 && (
        // Nothing of this kind: the other kind may have it (a team's short name typed on Accounts). A long
        // query without spaces breaks anywhere: it had widened a 375 px page to 985 px.
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          No {type === 'account' ? 'accounts' : 'organizations'} match “{q}”.{' '}
          <Button
            size="small"
            onClick={() => setSearchParams(toSearchParams({ q, type: otherType }), { replace: true })}
          >
            Search {otherType === 'account' ? 'accounts' : 'organizations'} instead
          </Button>
        </Typography>
      )}
      {hasSearchQuery(q) && (
        <Suspense fallback={null}>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
            }}
          >
            {type === 'account'
              ? accounts.data?.items.map((account) => (
                  <li key={account.accountId}>
                    <AccountCard
                      account={account}
                      link={getAccountLink(account.username, config.data, host)}
                    />
                  </li>
                ))
              : organizations.data?.items.map((organization) => (
                  <li key={organization.organizationId}>
                    <OrganizationCard
                      organization={organization}
                      getLink={(group) =>
                        getOrganizationLink(organization.organizationShort, group, config.data, host)
                      }
                    />
                  </li>
                ))}
          </Box>
        </Suspense>
      )}
    </Box>
  );
}
