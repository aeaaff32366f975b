import { useState } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { fullName } from '@linksight/golf-core';
import { paths } from '../../../config/paths';
import { useAccountSummary } from '../../../lib/account-summary';
import { useMyOrganizations } from '../../../lib/my-organizations';
import { AccountAvatar } from '../../ui/account-avatar';

/** The logged-in user's menu (issue 20): their dashboard, their profile settings and their data pages. */
const ITEMS = [
  { label: 'My dashboard', to: paths.dashboard() },
  { label: 'Profile and privacy', to: paths.account.profile() },
  { label: 'Import rounds', to: paths.account.importRounds() },
  { label: 'API access', to: paths.account.apiAccess() },
  { label: 'Download my data', to: paths.account.exportData() },
];

/** The person icon, with the account's photo and (from 600 px) name once they are known. */
export function AccountMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const account = useAccountSummary();
  const [wasOpened, setOpened] = useState(false);
  // The account's teams (a coach's way to the roster), asked for once the menu is first opened.
  const organizations = useMyOrganizations(wasOpened) ?? [];
  return (
    <>
      <Button
        color="inherit"
        sx={{
          p: { xs: 0.5, sm: 1 },
          minWidth: 0,
          textTransform: 'none',
          gap: 1,
          flexShrink: 1,
          minHeight: 40,
        }}
        // The name shown from 600 px is part of the accessible name (WCAG 2.5.3 label in name; issue 23).
        aria-label={account ? `${fullName(account)}, My account` : 'My account'}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
      >
        {account?.hasPhoto ? (
          <AccountAvatar accountId={account.accountId} name="" size={28} version={account.photoVersion} />
        ) : (
          <AccountCircleIcon />
        )}
        {account && (
          <Box
            component="span"
            data-testid="account-name"
            sx={{
              display: { xs: 'none', sm: 'inline' },
              maxWidth: 180,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {fullName(account)}
          </Box>
        )}
      </Button>
      <Menu id="account-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ITEMS.map((item) => (
          <MenuItem key={item.to} component={Link} to={item.to} onClick={() => setAnchor(null)}>
            {item.label}
          </MenuItem>
        ))}
        {organizations.length > 0 && <Divider />}
        {organizations.map((o) => (
          <MenuItem
            key={o.organizationShort}
            component={Link}
            to={paths.organization(o.organizationShort)}
            onClick={() => setAnchor(null)}
          >
            {`My team: ${o.organizationName}${o.role === 'coach' ? ' (coach)' : ''}`}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
