import { useId, useState } from 'react';
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { NavMenuItem } from './nav-items';

/** A top-level entry with a drop-down; MUI's Menu gives arrow-key navigation and Escape to close. */
export function NavMenuButton({ menu }: { menu: NavMenuItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const isOpen = anchor !== null;
  return (
    <>
      <Button
        color="inherit"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-controls={isOpen ? `${id}-menu` : undefined}
        aria-expanded={isOpen}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {menu.label}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        {menu.items.map((item) => (
          <MenuItem key={item.label} component={Link} to={item.to} onClick={() => setAnchor(null)}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
