import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  COMPARE_HOLE_COUNTS,
  ROUND_TYPES,
  SEASONS,
  nextSeasons,
  normalizeYears,
  toggleAllRoundTypes,
  type CompareHoleCount,
  type RoundTypeId,
  type Season,
  type YearChoice,
} from '@linksight/golf-core';

const ROLLING: YearChoice[] = ['Last 12 Months', 'Prior 12 Months'];

export function HoleCountField({
  value,
  onChange,
  side,
}: {
  value: CompareHoleCount;
  onChange: (v: CompareHoleCount) => void;
  side: string;
}) {
  return (
    <FormControl>
      <FormLabel id={`${side}-holes`}>Holes</FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        aria-labelledby={`${side}-holes`}
        onChange={(_, v: CompareHoleCount | null) => v !== null && onChange(v)}
      >
        {COMPARE_HOLE_COUNTS.map((n) => (
          <ToggleButton key={n} value={n} aria-label={`${n} holes`}>
            {n}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FormControl>
  );
}

/** spec 2 §4 years: All, each year with rounds, Last 12 Months, Prior 12 Months (empty or all = All). */
export function YearsField({
  value,
  years,
  onChange,
}: {
  value: YearChoice[];
  years: number[];
  onChange: (v: YearChoice[]) => void;
}) {
  const toggle = (choice: YearChoice) =>
    onChange(
      normalizeYears(value.includes(choice) ? value.filter((y) => y !== choice) : [...value, choice], years),
    );
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Years</FormLabel>
      <FormGroup row>
        <FormControlLabel
          label="All"
          control={<Checkbox size="small" checked={value.length === 0} onChange={() => onChange([])} />}
        />
        {[...years.map((y) => y as YearChoice), ...ROLLING].map((choice) => (
          <FormControlLabel
            key={choice}
            label={String(choice)}
            control={
              <Checkbox size="small" checked={value.includes(choice)} onChange={() => toggle(choice)} />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/** spec 2 §4 seasons: All or any of the four; never empty (un-ticking the last keeps it). */
export function SeasonsField({ value, onChange }: { value: Season[]; onChange: (v: Season[]) => void }) {
  const isAll = SEASONS.every((s) => value.includes(s));
  const toggle = (season: Season) =>
    onChange(
      nextSeasons(value, value.includes(season) ? value.filter((s) => s !== season) : [...value, season]),
    );
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Seasons</FormLabel>
      <FormGroup row>
        <FormControlLabel
          label="All"
          control={<Checkbox size="small" checked={isAll} onChange={() => onChange([...SEASONS])} />}
        />
        {SEASONS.map((s) => (
          <FormControlLabel
            key={s}
            label={s}
            control={<Checkbox size="small" checked={value.includes(s)} onChange={() => toggle(s)} />}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/** spec 2 §4 round types with an All box that restores the earlier selection when unticked. */
export function RoundTypesField({
  value,
  onChange,
}: {
  value: RoundTypeId[];
  onChange: (v: RoundTypeId[]) => void;
}) {
  const [beforeAll, setBeforeAll] = useState<RoundTypeId[] | null>(null);
  const isAll = value.length === 0 || ROUND_TYPES.every((t) => value.includes(t.id));
  const onAll = () => {
    const next = toggleAllRoundTypes(value.length === 0 ? ROUND_TYPES.map((t) => t.id) : value, beforeAll);
    setBeforeAll(next.beforeAll);
    onChange(next.roundTypes);
  };
  const toggle = (id: RoundTypeId) => {
    const current = value.length === 0 ? ROUND_TYPES.map((t) => t.id) : value;
    const next = current.includes(id) ? current.filter((t) => t !== id) : [...current, id];
    if (next.length > 0) onChange(next);
  };
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Round Types</FormLabel>
      <FormGroup row>
        <FormControlLabel label="All" control={<Checkbox size="small" checked={isAll} onChange={onAll} />} />
        {ROUND_TYPES.map((t) => (
          <FormControlLabel
            key={t.id}
            label={t.name}
            control={
              <Checkbox
                size="small"
                checked={value.length === 0 || value.includes(t.id)}
                onChange={() => toggle(t.id)}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
