import { useState } from 'react';
import { Link } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { paths } from '../../../config/paths';

/** The logged-in user's menu (issue 20): their dashboard and their data pages. */
const ITEMS = [
  { label: 'My dashboard', to: paths.dashboard() },
  { label: 'Import rounds', to: paths.account.importRounds() },
  { label: 'API access', to: paths.account.apiAccess() },
  { label: 'Download my data', to: paths.account.exportData() },
];

export function AccountMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        sx={{ p: { xs: 0.5, sm: 1 } }}
        aria-label="My account"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu id="account-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ITEMS.map((item) => (
          <MenuItem key={item.to} component={Link} to={item.to} onClick={() => setAnchor(null)}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
