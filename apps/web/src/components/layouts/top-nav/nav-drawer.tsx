import { Link } from 'react-router';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { isNavMenu, NAV_ITEMS } from './nav-items';

type NavDrawerProps = { isOpen: boolean; onClose: () => void };

/** The hamburger menu (spec 1 §2.7): the same entries as the bar, menus shown as labelled groups. */
export default function NavDrawer({ isOpen, onClose }: NavDrawerProps) {
  return (
    <Drawer
      anchor="left"
      open={isOpen}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Main menu' } }}
    >
      <nav aria-label="Main" style={{ width: 280 }}>
        <List>
          {NAV_ITEMS.map((item) =>
            isNavMenu(item) ? (
              <li key={item.label}>
                <List disablePadding subheader={<ListSubheader component="div">{item.label}</ListSubheader>}>
                  {item.items.map((child) => (
                    <ListItemButton
                      key={child.label}
                      component={Link}
                      to={child.to}
                      onClick={onClose}
                      sx={{ pl: 4 }}
                    >
                      <ListItemText primary={child.label} />
                    </ListItemButton>
                  ))}
                </List>
              </li>
            ) : (
              <ListItemButton key={item.label} component={Link} to={item.to} onClick={onClose}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ),
          )}
        </List>
      </nav>
    </Drawer>
  );
}
