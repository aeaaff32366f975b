import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import { holeCountOfOption, QUICK_SETS, type HoleCountOption, type QuickSet } from '@linksight/golf-core';
import { StandardSelect } from '../../../components/ui/standard-select';

export type ReportOptionsValue = {
  quickSet: Exclude<QuickSet, 'Custom'>;
  /** The rounds' hole count (9 or 18): a quick set holds rounds of one count, as on the dashboard. */
  holeCount: 9 | 18;
  standard: string;
  courseId: number | null;
  prefersMetric: boolean;
};

type ReportOptionsProps = {
  value: ReportOptionsValue;
  onChange: (value: ReportOptionsValue) => void;
  /** Quick sets with rounds (spec 3 §4: the others are disabled). */
  isAvailable: (quickSet: QuickSet) => boolean;
  courses: readonly { id: number; name: string }[];
  roundCount: number;
};

const HOLE_OPTIONS: readonly HoleCountOption[] = ['18 Hole', '9 Hole'];

/** The parameters every report shares: rounds (quick sets of spec 3 §4), standard, course, units. */
export function ReportOptions({ value, onChange, isAvailable, courses, roundCount }: ReportOptionsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id="report-rounds-label">Rounds</InputLabel>
        <Select
          labelId="report-rounds-label"
          label="Rounds"
          value={value.quickSet}
          onChange={(e) => onChange({ ...value, quickSet: e.target.value as ReportOptionsValue['quickSet'] })}
          renderValue={(v) => `${v} (${roundCount})`}
        >
          {QUICK_SETS.filter((q) => q !== 'Custom').map((q) => (
            <MenuItem key={q} value={q} disabled={!isAvailable(q)}>
              {q}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 120 }}>
        <InputLabel id="report-holes-label">Holes</InputLabel>
        <Select
          labelId="report-holes-label"
          label="Holes"
          value={value.holeCount}
          onChange={(e) => onChange({ ...value, holeCount: e.target.value === 9 ? 9 : 18 })}
        >
          {HOLE_OPTIONS.map((o) => (
            <MenuItem key={o} value={holeCountOfOption(o)}>
              {o}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <StandardSelect value={value.standard} onChange={(standard) => onChange({ ...value, standard })} />
      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel id="report-course-label">Course (course plan)</InputLabel>
        <Select
          labelId="report-course-label"
          label="Course (course plan)"
          value={value.courseId ?? ''}
          onChange={(e) => onChange({ ...value, courseId: Number(e.target.value) || null })}
        >
          {courses.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControlLabel
        control={
          <Switch
            checked={value.prefersMetric}
            onChange={(e) => onChange({ ...value, prefersMetric: e.target.checked })}
          />
        }
        label="Meters"
      />
    </Box>
  );
}
