import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../components/ui/page-title';

export type AccountDataPage = 'import' | 'api-access' | 'export';

/** The three owner pages of issue 20 (labels chosen for this project: README "Your data"). */
const PAGES: { page: AccountDataPage; label: string; to: string }[] = [
  { page: 'import', label: 'Import rounds', to: paths.account.importRounds() },
  { page: 'api-access', label: 'API access', to: paths.account.apiAccess() },
  { page: 'export', label: 'Download my data', to: paths.account.exportData() },
];

export function AccountDataLayout({ page, children }: { page: AccountDataPage; children: ReactNode }) {
  const title = PAGES.find((p) => p.page === page)!.label;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
      <PageTitle parts={[title]} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 1 }}>
        {title}
      </Typography>
      <Tabs
        value={page}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Your data"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {PAGES.map((p) => (
          <Tab key={p.page} value={p.page} label={p.label} component={Link} to={p.to} />
        ))}
      </Tabs>
      {children}
    </Box>
  );
}
