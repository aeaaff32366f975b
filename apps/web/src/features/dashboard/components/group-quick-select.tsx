import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import { keyframes } from '@mui/material/styles';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

export type GroupEntry = { groupName: string; isIncomplete: boolean; isLoading: boolean };

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

type GroupQuickSelectProps = {
  groups: readonly GroupEntry[];
  selected: string | null;
  onSelect: (groupName: string) => void;
};

/** spec 3 §2: quick-select of overview groups; entries are disabled while incomplete and pulse while loading. */
export function GroupQuickSelect({ groups, selected, onSelect }: GroupQuickSelectProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        data-testid="overview-group-select"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor === null ? undefined : 'overview-group-menu'}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {selected ?? 'Overview groups'}
      </Button>
      <Menu id="overview-group-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {groups.map((g) => (
          <MenuItem
            key={g.groupName}
            selected={g.groupName === selected}
            disabled={g.isIncomplete}
            data-loading={g.isLoading || undefined}
            onClick={() => {
              setAnchor(null);
              onSelect(g.groupName);
            }}
            sx={g.isLoading ? { animation: `${pulse} 1.2s ease-in-out infinite` } : undefined}
          >
            <ListItemText
              primary={g.groupName}
              secondary={g.isIncomplete ? 'Not enough rounds' : g.isLoading ? 'Loading…' : undefined}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
