import { Link } from 'react-router';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { NavLinkItem } from './nav-items';

export type NavMenuListProps = {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  items: NavLinkItem[];
  onClose: () => void;
};

/** Loaded on first use (the menu code is not part of the home page's first download). */
export default function NavMenuList({ id, labelledBy, anchor, items, onClose }: NavMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {items.map((item) => (
        <MenuItem key={item.label} component={Link} to={item.to} onClick={onClose}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
