import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';

type CheckGroupProps<T extends string | number> = {
  label: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** spec 3 §5 Select All: the checked test and the toggle are golf-core's (each list has its own rule). */
  selectAll?: { isChecked: boolean; toggle: () => void };
};

/** A labelled list of checkboxes with an optional Select All first (Options overlay, report parameters). */
export function CheckGroup<T extends string | number>({
  label,
  options,
  selected,
  onChange,
  selectAll,
}: CheckGroupProps<T>) {
  return (
    <FormControl component="fieldset" variant="standard" sx={{ minWidth: 150 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600 }}>
        {label}
      </FormLabel>
      <FormGroup>
        {selectAll && (
          <FormControlLabel
            label="Select All"
            control={<Checkbox size="small" checked={selectAll.isChecked} onChange={selectAll.toggle} />}
          />
        )}
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(o.value)}
                onChange={() =>
                  onChange(
                    selected.includes(o.value)
                      ? selected.filter((v) => v !== o.value)
                      : [...selected, o.value],
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
