import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { STAT_VIEWS, type StatView } from '@linksight/golf-core';
import { TwoWaySwitch } from './two-way-switch';

type CategoryPickerProps = { value: StatView; onChange: (view: StatView) => void; isNarrow: boolean };

/** spec 3 §2: Scorecard, Score, Drive, Approach, Save, Putt — a dropdown on narrow screens, a slider on wide. */
export function CategoryPicker({ value, onChange, isNarrow }: CategoryPickerProps) {
  if (!isNarrow)
    return <TwoWaySwitch label="Category" options={STAT_VIEWS} value={value} onChange={onChange} />;
  return (
    <FormControl size="small" sx={{ minWidth: 160 }}>
      <InputLabel id="assessment-category-label">Category</InputLabel>
      <Select
        labelId="assessment-category-label"
        label="Category"
        value={value}
        onChange={(e) => onChange(e.target.value as StatView)}
      >
        {STAT_VIEWS.map((view) => (
          <MenuItem key={view} value={view}>
            {view}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
