import { useState } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { fullName } from '@linksight/golf-core';
import { paths } from '../../../config/paths';
import { useAccountSummary } from '../../../lib/account-summary';
import { myOrganizationMenuLabel, useMyOrganizations } from '../../../lib/my-organizations';
import { AccountAvatar } from '../../ui/account-avatar';
import { getOwnProfileLinks } from '../profile-pages';

/** The logged-in user's settings and data pages (issue 20). */
const ACCOUNT_ITEMS = [
  { label: 'Profile and privacy', to: paths.account.profile() },
  { label: 'Import rounds', to: paths.account.importRounds() },
  { label: 'API access', to: paths.account.apiAccess() },
  { label: 'Download my data', to: paths.account.exportData() },
];

/**
 * A heading inside the menu. `presentation` keeps the menu's children to menu items and separators (a
 * list item there is not a menu role); MUI's keyboard navigation passes over it, as it has no tabindex.
 */
function MenuHeading({ children }: { children: string }) {
  return (
    <ListSubheader role="presentation" sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
      {children}
    </ListSubheader>
  );
}

/** The person icon, with the account's photo and (from 600 px) name once they are known. */
export function AccountMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const account = useAccountSummary();
  const [wasOpened, setOpened] = useState(false);
  // The account's teams (a coach's way to the roster), asked for once the menu is first opened.
  const organizations = useMyOrganizations(wasOpened) ?? [];
  const close = () => setAnchor(null);
  // Menu takes its items as direct children (no fragments, no wrapper components).
  const link = (label: string, to: string) => (
    <MenuItem key={to} component={Link} to={to} onClick={close}>
      {label}
    </MenuItem>
  );
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
      <Menu id="account-menu" anchorEl={anchor} open={anchor !== null} onClose={close}>
        {link('My dashboard', paths.dashboard())}
        {/* The player's own public pages: nothing else led from the dashboard to /player/{username}. */}
        {account && <Divider />}
        {account && <MenuHeading>My profile</MenuHeading>}
        {account && getOwnProfileLinks(account.username).map((item) => link(item.label, item.to))}
        <Divider />
        <MenuHeading>Account settings</MenuHeading>
        {ACCOUNT_ITEMS.map((item) => link(item.label, item.to))}
        <Divider />
        {organizations.map((o) => link(myOrganizationMenuLabel(o), paths.organization(o.organizationShort)))}
        {/* A coach or product manager logs no rounds: their way to players and teams (spec 1 §2.5 search;
            the API does not tell the web who is a product manager, so everyone is offered it). */}
        {link('Search players and teams', paths.search())}
      </Menu>
    </>
  );
}
