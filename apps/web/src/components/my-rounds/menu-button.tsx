import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

type MenuButtonProps<T extends string> = {
  /** The menu's name (spec 3 §2: Selected Rounds, View By, Sort By); the button reads "{label}: {value}". */
  label: string;
  value: T;
  options: readonly T[];
  onChange: (option: T) => void;
  isDisabled?: (option: T) => boolean;
  testId?: string;
};

/** A button reading "{label}: {value}" that opens a menu of the options, the current one marked. */
export function MenuButton<T extends string>({
  label,
  value,
  options,
  onChange,
  isDisabled,
  testId,
}: MenuButtonProps<T>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        data-testid={testId}
      >
        {label}: {value}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem
            key={option}
            selected={option === value}
            disabled={isDisabled?.(option) ?? false}
            onClick={() => {
              setAnchor(null);
              onChange(option);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
