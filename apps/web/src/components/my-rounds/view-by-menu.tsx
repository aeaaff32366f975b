import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { VIEW_BY_OPTIONS, type ViewBy } from './my-rounds-model';

type ViewByMenuProps = { viewBy: ViewBy; onChange: (viewBy: ViewBy) => void };

/** spec 3 §2 View-shots page View By menu. */
export function ViewByMenu({ viewBy, onChange }: ViewByMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        data-testid="view-by"
      >
        View By: {viewBy}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {VIEW_BY_OPTIONS.map((v) => (
          <MenuItem
            key={v}
            selected={v === viewBy}
            onClick={() => {
              setAnchor(null);
              onChange(v);
            }}
          >
            {v}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
