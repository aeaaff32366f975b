import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type TwoWaySwitchProps<T extends string> = {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
};

/** The header's sliders (spec 3 §2): a two-position segmented switch, keyboard operable like radio buttons. */
export function TwoWaySwitch<T extends string>({ label, options, value, onChange }: TwoWaySwitchProps<T>) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      size="small"
      exclusive
      value={value}
      onChange={(_, next: T | null) => {
        if (next !== null) onChange(next);
      }}
      sx={{ '& .MuiToggleButton-root': { textTransform: 'none', px: 1.5, whiteSpace: 'nowrap' } }}
    >
      {options.map((option) => (
        <ToggleButton key={option} value={option}>
          {option}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
