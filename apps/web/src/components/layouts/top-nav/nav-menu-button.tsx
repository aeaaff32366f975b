import { lazy, Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { NavMenuItem } from './nav-items';

const loadMenuList = () => import('./nav-menu-list');
const NavMenuList = lazy(loadMenuList);

/** A top-level entry with a drop-down; MUI's Menu gives arrow-key navigation and Escape to close. */
export function NavMenuButton({ menu }: { menu: NavMenuItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
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
        onPointerEnter={() => void loadMenuList()}
        onFocus={() => void loadMenuList()}
        onClick={(event) => {
          setHasOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        {menu.label}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <NavMenuList
            id={`${id}-menu`}
            labelledBy={`${id}-button`}
            anchor={anchor}
            items={menu.items}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
