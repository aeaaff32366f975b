import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  CHART_SWITCH_KEYS,
  OPTION_LISTS,
  PERSONAL_FIELDS,
  SCHOOL_FIELDS,
  isChartsPageAvailable,
  selectAllOptions,
  setOption,
  toggleOptionList,
  type OptionListKey,
  type ResumeAvailability,
} from '@linksight/golf-core';
import type { ResumeSettings, ResumeSettingsResponse } from '@linksight/api-contract';
import { DateRangeSelector } from '../../../components/date-range/date-range-selector';
import { fromResumeRange, toResumeRange } from '../utils/date-ranges';
import { CHART_LABELS, LISTS_WITH_NOTES, LIST_LABELS, PERSONAL_LABELS, SCHOOL_LABELS } from '../utils/labels';
import { BuilderSection } from './builder-section';
import { SelectAllBar } from './select-all-bar';
import { COVER_LIST_LIMITS } from '../utils/print-limits';

type Settings = ResumeSettings;
type SelectionPaneProps = {
  settings: Settings;
  availability: ResumeAvailability;
  itemsWithNotes: ResumeSettingsResponse['itemsWithNotes'];
  now: Date;
  onUpdate: (change: (s: Settings) => Settings) => void;
  onRangeChange: (
    which: 'barChartsDateRange' | 'includedTournamentsDateRange',
    range: Settings['performanceChartsPage']['barChartsDateRange'],
  ) => void;
};

const cover = (s: Settings, patch: Partial<Settings['coverPage']>): Settings => ({
  ...s,
  coverPage: { ...s.coverPage, ...patch },
});
const charts = (s: Settings, patch: Partial<Settings['performanceChartsPage']>): Settings => ({
  ...s,
  performanceChartsPage: { ...s.performanceChartsPage, ...patch },
});

function Check({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      sx={{ display: 'flex', mr: 0 }}
      control={
        <Checkbox
          size="small"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
        />
      }
      label={<Typography sx={{ fontSize: 14 }}>{label}</Typography>}
    />
  );
}

/**
 * The resume builder's selection pane (spec 2 §2, §4): accordion sections, one open at a time; only the
 * groups the player has data for are shown; every list has Select All / Clear All and, for rounds and
 * tournaments with a note, Include Note; a missing field is off and disabled.
 */
export function SelectionPane({
  settings,
  availability,
  itemsWithNotes,
  now,
  onUpdate,
  onRangeChange,
}: SelectionPaneProps) {
  const [expanded, setExpanded] = useState<string | false>('personalInformation');
  const c = settings.coverPage;
  const p = settings.performanceChartsPage;
  const section = { expanded, onExpand: setExpanded };
  const fieldGroup = <K extends string>(
    key: 'personalInformation' | 'schoolInformation',
    fields: readonly K[],
    labels: Record<K, string>,
    title: string,
  ) => {
    const values = c[key] as Record<K, boolean>;
    const available = availability[key] as Record<K, boolean>;
    if (!fields.some((f) => available[f])) return null;
    const setAll = (on: boolean) =>
      onUpdate((s) => cover(s, { [key]: Object.fromEntries(fields.map((f) => [f, on && available[f]])) }));
    return (
      <BuilderSection id={key} title={title} {...section}>
        <SelectAllBar onSelectAll={setAll} disabled={!c.isSelected} />
        {fields.map((f) => (
          <Check
            key={f}
            label={labels[f]}
            checked={values[f]}
            disabled={!available[f] || !c.isSelected}
            onChange={(on) => onUpdate((s) => cover(s, { [key]: { ...s.coverPage[key], [f]: on } }))}
          />
        ))}
      </BuilderSection>
    );
  };
  const optionList = (key: OptionListKey) => {
    const list = c[key];
    if (list.options.length === 0) return null;
    const noted = new Set(itemsWithNotes[key]);
    const hasNotes = LISTS_WITH_NOTES.includes(key);
    return (
      <BuilderSection
        key={key}
        id={key}
        title={LIST_LABELS[key]}
        {...section}
        isOn={list.isSelected}
        isDisabled={!c.isSelected}
        onToggle={(on) => onUpdate((s) => cover(s, { [key]: toggleOptionList(s.coverPage[key], on) }))}
      >
        <SelectAllBar
          onSelectAll={(on) => onUpdate((s) => cover(s, { [key]: selectAllOptions(s.coverPage[key], on) }))}
          disabled={!c.isSelected}
        />
        {list.options.length > COVER_LIST_LIMITS[key] && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            The cover page prints the first {COVER_LIST_LIMITS[key]} chosen; the others are counted as “and N
            more”.
          </Typography>
        )}
        <Box sx={{ maxHeight: 400, overflowY: 'auto' }}>
          {list.options.map((o) => (
            <Box key={o.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Check
                  label={o.name}
                  checked={o.isSelected}
                  disabled={!c.isSelected}
                  onChange={(on) =>
                    onUpdate((s) =>
                      cover(s, { [key]: setOption(s.coverPage[key], o.id, { isSelected: on }) }),
                    )
                  }
                />
              </Box>
              {hasNotes && noted.has(o.id) && (
                <FormControlLabel
                  sx={{ mr: 0, flexShrink: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={o.includeNotes}
                      disabled={!c.isSelected || !o.isSelected}
                      onChange={(e) =>
                        onUpdate((s) =>
                          cover(s, {
                            [key]: setOption(s.coverPage[key], o.id, { includeNotes: e.target.checked }),
                          }),
                        )
                      }
                    />
                  }
                  label={<Typography sx={{ fontSize: 12 }}>Include Note</Typography>}
                />
              )}
            </Box>
          ))}
        </Box>
      </BuilderSection>
    );
  };
  return (
    <Box>
      <Check
        label="Cover Page"
        checked={c.isSelected}
        onChange={(on) => onUpdate((s) => cover(s, { isSelected: on }))}
      />
      {fieldGroup('personalInformation', PERSONAL_FIELDS, PERSONAL_LABELS, 'Personal Information')}
      {fieldGroup('schoolInformation', SCHOOL_FIELDS, SCHOOL_LABELS, 'School Information')}
      {OPTION_LISTS.map(optionList)}
      {isChartsPageAvailable(availability) || p.isSelected ? (
        <BuilderSection
          id="performanceChartsPage"
          title="Performance Charts Page"
          {...section}
          isOn={p.isSelected}
          onToggle={(on) => onUpdate((s) => charts(s, { isSelected: on }))}
        >
          <Typography sx={{ fontSize: 13, fontWeight: 600, mt: 1 }}>Bar chart date range</Typography>
          <Box sx={{ my: 0.5 }} data-testid="resume-bar-range">
            <DateRangeSelector
              value={fromResumeRange(p.barChartsDateRange)}
              now={now}
              onChange={(r) => onRangeChange('barChartsDateRange', toResumeRange(r))}
            />
          </Box>
          {CHART_SWITCH_KEYS.map((k) => (
            <Check
              key={k}
              label={CHART_LABELS[k]}
              checked={p[k]}
              disabled={!availability.charts[k] || !p.isSelected}
              onChange={(on) => onUpdate((s) => charts(s, { [k]: on }))}
            />
          ))}
          <Check
            label="Handicap Index and Strokes Gained"
            checked={p.showHandicapAndStrokesGained}
            disabled={!p.isSelected}
            onChange={(on) => onUpdate((s) => charts(s, { showHandicapAndStrokesGained: on }))}
          />
          <Typography sx={{ fontSize: 13, fontWeight: 600, mt: 1 }}>
            Included tournaments date range
          </Typography>
          <Box sx={{ my: 0.5 }} data-testid="resume-tournament-range">
            <DateRangeSelector
              value={fromResumeRange(p.includedTournamentsDateRange)}
              now={now}
              onChange={(r) => onRangeChange('includedTournamentsDateRange', toResumeRange(r))}
            />
          </Box>
          <Check
            label="Show All Favorite Tournaments"
            checked={p.showAllFavoriteTournaments}
            disabled={!p.isSelected}
            // Notes belong to the favourites: turning those off turns the notes off too, rather than
            // leaving a greyed-out tick that is saved and comes back (spec 2 §4: a disabled option is off).
            onChange={(on) =>
              onUpdate((s) =>
                charts(
                  s,
                  on
                    ? { showAllFavoriteTournaments: true }
                    : { showAllFavoriteTournaments: false, showTournamentNotes: false },
                ),
              )
            }
          />
          <Check
            label="Show Tournament Notes"
            checked={p.showAllFavoriteTournaments && p.showTournamentNotes}
            disabled={!p.isSelected || !p.showAllFavoriteTournaments}
            onChange={(on) => onUpdate((s) => charts(s, { showTournamentNotes: on }))}
          />
        </BuilderSection>
      ) : null}
    </Box>
  );
}
