import { useState } from 'react';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { RoundFilterBody, StandardLevelItem } from '@linksight/api-contract';
import { standardToParam, type StandardChoice } from '../utils/dashboard-params';

type StandardPickerProps = {
  label: string;
  current: StandardChoice;
  levels: readonly StandardLevelItem[];
  roundSets: readonly RoundFilterBody[];
  onChange: (choice: StandardChoice) => void;
};

/** spec 3 §2 header: the standard compared against — a benchmark level or another set of the player's rounds. */
export function StandardPicker({ label, current, levels, roundSets, onChange }: StandardPickerProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const currentParam = standardToParam(current);
  const choose = (choice: StandardChoice) => {
    setAnchor(null);
    onChange(choice);
  };
  const item = (choice: StandardChoice, text: string) => (
    <MenuItem
      key={standardToParam(choice)}
      selected={standardToParam(choice) === currentParam}
      onClick={() => choose(choice)}
    >
      {text}
    </MenuItem>
  );
  return (
    <>
      <Button
        variant="text"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-label={`Standard: ${label}. Choose the standard`}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        Standard: {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListSubheader>Benchmark levels</ListSubheader>
        {levels.map((l) => item({ kind: 'level', levelId: l.id }, l.label))}
        {roundSets.length > 0 && <ListSubheader>My rounds</ListSubheader>}
        {roundSets.map((f) => item({ kind: 'rounds', filterName: f.filterName }, `My ${f.filterName}`))}
      </Menu>
    </>
  );
}
