import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import {
  ADVANCED_FILTER_TABS,
  MAX_CUSTOM_LABEL,
  MONTH_NAMES,
  TREND_COUNTS,
  TREND_COUNT_NAMES,
  TREND_TYPES,
  YARDAGE_OPTIONS,
  toggleMonth,
  type AdvancedFilter,
  type RoundOption,
  type TrendCount,
  type TrendType,
} from '@linksight/golf-core';
import { RoundsSelector } from './rounds-selector';

type AdvancedFilterTabsProps = {
  side: string;
  value: AdvancedFilter;
  onChange: (v: AdvancedFilter) => void;
  roundOptions: RoundOption[];
  isLoadingRounds: boolean;
  monthsWithRounds: number[];
};

const ANY = 'any';
const yardageValue = (v: number | null) => (v === null ? ANY : String(v));
const yardageOf = (v: string) => (v === ANY ? null : Number(v));

/**
 * spec 2 §4 category tabs Round, Scoring, Trend, Month: the active tab filters; each tab keeps its own
 * choice when another is picked (the filter stores all four).
 */
export function AdvancedFilterTabs({
  side,
  value,
  onChange,
  roundOptions,
  isLoadingRounds,
  monthsWithRounds,
}: AdvancedFilterTabsProps) {
  const set = (patch: Partial<AdvancedFilter>) => onChange({ ...value, ...patch });
  const { scoring, trend, month } = value;
  return (
    <Box>
      <Tabs
        value={value.label}
        onChange={(_, label: AdvancedFilter['label']) => set({ label })}
        variant="fullWidth"
        aria-label={`${side} filter category`}
      >
        {ADVANCED_FILTER_TABS.map((t) => (
          <Tab key={t} value={t} label={t} />
        ))}
      </Tabs>
      <Box sx={{ pt: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', minHeight: 72 }}>
        {value.label === 'Round' && (
          <RoundsSelector
            side={side}
            options={roundOptions}
            value={value.rounds}
            onChange={(rounds) => set({ rounds })}
            isLoading={isLoadingRounds}
          />
        )}
        {value.label === 'Scoring' && (
          <>
            <TextField
              label="Score Threshold"
              type="number"
              size="small"
              value={scoring.scoringThreshold}
              onChange={(e) => {
                const n = Number(e.target.value);
                if (e.target.value !== '' && Number.isFinite(n))
                  set({ scoring: { ...scoring, scoringThreshold: n } });
              }}
              sx={{ width: 140 }}
            />
            {(['scoringYardageMin', 'scoringYardageMax'] as const).map((field) => (
              <TextField
                key={field}
                select
                size="small"
                label={field === 'scoringYardageMin' ? 'Minimum Yardage' : 'Maximum Yardage'}
                value={yardageValue(scoring[field])}
                onChange={(e) => set({ scoring: { ...scoring, [field]: yardageOf(e.target.value) } })}
                sx={{ width: 160 }}
              >
                <MenuItem value={ANY}>Any</MenuItem>
                {YARDAGE_OPTIONS.map((y) => (
                  <MenuItem key={y} value={String(y)}>
                    {y}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </>
        )}
        {value.label === 'Trend' && (
          <>
            <TextField
              select
              size="small"
              label="Trend"
              value={trend.trendType}
              onChange={(e) => set({ trend: { ...trend, trendType: e.target.value as TrendType } })}
              sx={{ minWidth: 230 }}
            >
              {TREND_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Count"
              value={trend.trendCount}
              onChange={(e) => set({ trend: { ...trend, trendCount: Number(e.target.value) as TrendCount } })}
              sx={{ width: 120 }}
            >
              {TREND_COUNTS.map((n) => (
                <MenuItem key={n} value={n}>
                  {TREND_COUNT_NAMES[n]}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        {value.label === 'Month' &&
          MONTH_NAMES.map((name, i) => {
            const m = i + 1;
            const hasRounds = monthsWithRounds.includes(m);
            const isOn = hasRounds && (month.months.length === 0 || month.months.includes(m));
            return (
              <Chip
                key={name}
                label={name.slice(0, 3)}
                color={isOn ? 'primary' : 'default'}
                variant={isOn ? 'filled' : 'outlined'}
                disabled={!hasRounds}
                aria-pressed={isOn}
                onClick={() => set({ month: { months: toggleMonth(month.months, m, monthsWithRounds) } })}
              />
            );
          })}
      </Box>
      <TextField
        label="Custom Label"
        size="small"
        fullWidth
        value={value.customLabel}
        onChange={(e) => set({ customLabel: e.target.value.slice(0, MAX_CUSTOM_LABEL) })}
        // The field stops at the limit and says so (a longer label had been cut silently).
        slotProps={{ htmlInput: { maxLength: MAX_CUSTOM_LABEL } }}
        helperText={`${value.customLabel.length}/${MAX_CUSTOM_LABEL}`}
        sx={{ mt: 2 }}
      />
    </Box>
  );
}
