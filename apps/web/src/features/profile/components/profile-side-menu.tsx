import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { AccountAvatar } from '../../../components/ui/account-avatar';
import type { ProfileFeature } from '../utils/feature-access';
import { featurePath, getVisibleMenu, type MenuGroup } from '../../../components/layouts/profile-pages';

type ProfileSideMenuProps = {
  accountId: number;
  name: string;
  hasPhoto: boolean;
  baseUrl: string;
  enabledFeatures: readonly ProfileFeature[];
  onNavigate?: () => void;
};

function MenuGroupList({
  group,
  baseUrl,
  onNavigate,
}: {
  group: MenuGroup;
  baseUrl: string;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  // A collapsed group still opens when it holds the page being shown, so the current entry is visible.
  const [isOpen, setOpen] = useState(
    () =>
      group.isExpandedByDefault ||
      group.items.some((item) => pathname.startsWith(`${baseUrl}/${item.feature}`)),
  );
  const listId = `profile-menu-${group.label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <li>
      <ListItemButton onClick={() => setOpen(!isOpen)} aria-expanded={isOpen} aria-controls={listId}>
        <ListItemText primary={group.label} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
        {isOpen ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={isOpen} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {/* Links inside <li>: a list holds list items only (axe "list", issue 23). */}
          {group.items.map((item) => (
            <li key={item.feature}>
              <ListItemButton
                component={NavLink}
                to={`${baseUrl}/${featurePath(item.feature)}`}
                onClick={onNavigate}
                sx={{ pl: 4, '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            </li>
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/** spec 2 §2 side menu: the player's picture and name, then the groups that have visible entries. */
export function ProfileSideMenu({
  accountId,
  name,
  hasPhoto,
  baseUrl,
  enabledFeatures,
  onNavigate,
}: ProfileSideMenuProps) {
  return (
    <Box component="nav" aria-label="Profile" sx={{ width: 260 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 3 }}>
        <AccountAvatar
          accountId={accountId}
          name={name}
          size={96}
          initialsFrom={hasPhoto ? undefined : name}
        />
        <Typography variant="h6" component="p" sx={{ textAlign: 'center' }}>
          {name}
        </Typography>
      </Box>
      <List disablePadding>
        {getVisibleMenu(enabledFeatures).map((group) => (
          <MenuGroupList key={group.label} group={group} baseUrl={baseUrl} onNavigate={onNavigate} />
        ))}
      </List>
    </Box>
  );
}
