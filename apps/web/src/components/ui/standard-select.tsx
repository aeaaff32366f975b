import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { STANDARD_LEVELS } from '@linksight/golf-core';

type StandardSelectProps = { value: string; onChange: (levelId: string) => void; label?: string };

/**
 * The benchmark a profile figure is compared with (ARCHITECTURE §7 levels, PGA Tour … 25 handicap). A
 * button and a menu rather than a select field: the profile pages load no form controls otherwise
 * (the Select/InputBase chunks weigh ~20 KB gzipped, issue 16 route budget).
 */
export function StandardSelect({ value, onChange, label = 'Compared with' }: StandardSelectProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = STANDARD_LEVELS.find((l) => l.id === value)?.name ?? value;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="listbox"
        aria-expanded={anchor !== null}
        aria-label={`${label}: ${current}`}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap', borderColor: 'divider' }}
      >
        {label}: {current}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { role: 'listbox', 'aria-label': label } }}
      >
        {STANDARD_LEVELS.map((l) => (
          <MenuItem
            key={l.id}
            role="option"
            selected={l.id === value}
            aria-selected={l.id === value}
            onClick={() => {
              setAnchor(null);
              if (l.id !== value) onChange(l.id);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
