import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ScheduleReportRequest } from '@linksight/api-contract';
import {
  FAVORITES_VIEW_LABELS,
  GROUP_RESULTS_BY,
  isAllEventTypesChecked,
  isAllLocaleTypesChecked,
  isAllStatusesChecked,
  isValidDaySpan,
  parseScoreThreshold,
  SCHEDULE_REPORT_SECTIONS,
  SCORE_THRESHOLD_INVALID,
  selectAllEventTypes,
  selectAllLocaleTypes,
  selectAllStatuses,
  type FavoritesView,
  type GroupResultsBy,
} from '@linksight/golf-core';
import { EVENT_TYPE_OPTIONS, LOCALE_TYPE_OPTIONS, STATUS_OPTIONS } from '../utils/option-lists';
import { CheckGroup } from './check-group';
import { ViewBySelect } from './options-dialog';
import { DateField } from './date-field';

type ReportParamsDialogProps = {
  initial: ScheduleReportRequest;
  onCancel: () => void;
  onGenerate: (request: ScheduleReportRequest) => void;
};

const SECTION_OPTIONS = SCHEDULE_REPORT_SECTIONS.map((s) => ({ value: s, label: s }));

/**
 * spec 3 §2 report-parameters dialog, report named Player Schedule, with the report options of spec 3 §3:
 * statuses, tournament types, locale types, time frame, score threshold, sections, merge, view-by grouping,
 * group results by, favorites view, show stats (the additional players are the screen's). It starts from
 * what the screen shows.
 */
export function ReportParamsDialog({ initial, onCancel, onGenerate }: ReportParamsDialogProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [request, setRequest] = useState(initial);
  const [threshold, setThreshold] = useState(
    initial.scoreThreshold > 0 ? String(initial.scoreThreshold) : '',
  );
  const set = (change: Partial<ScheduleReportRequest>) => setRequest((r) => ({ ...r, ...change }));
  const parsedThreshold = threshold.trim() === '' ? 0 : parseScoreThreshold(threshold);
  const isDaySpanOk = isValidDaySpan(request.startDate || null, request.endDate || null);
  const canGenerate = request.sections.length > 0 && parsedThreshold !== null && isDaySpanOk;
  return (
    <Dialog open onClose={onCancel} fullScreen={isPhone} maxWidth="md" aria-labelledby="report-params-title">
      <DialogTitle id="report-params-title">Player Schedule</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          <CheckGroup
            label="Sections"
            options={SECTION_OPTIONS}
            selected={request.sections}
            onChange={(sections) => set({ sections })}
          />
          <CheckGroup
            label="Statuses"
            options={STATUS_OPTIONS}
            selected={request.statuses}
            onChange={(statuses) => set({ statuses })}
            selectAll={{
              isChecked: isAllStatusesChecked(request.statuses),
              toggle: () => set({ statuses: selectAllStatuses(request.statuses) }),
            }}
          />
          <CheckGroup
            label="Tournament Types"
            options={EVENT_TYPE_OPTIONS}
            selected={request.tournamentTypes}
            onChange={(tournamentTypes) => set({ tournamentTypes })}
            selectAll={{
              isChecked: isAllEventTypesChecked(request.tournamentTypes),
              toggle: () => set({ tournamentTypes: selectAllEventTypes(request.tournamentTypes) }),
            }}
          />
          <CheckGroup
            label="Locale Types"
            options={LOCALE_TYPE_OPTIONS}
            selected={request.localeTypes}
            onChange={(localeTypes) => set({ localeTypes })}
            selectAll={{
              isChecked: isAllLocaleTypesChecked(request.localeTypes),
              toggle: () => set({ localeTypes: selectAllLocaleTypes(request.localeTypes) }),
            }}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3, alignItems: 'flex-start' }}>
          <DateField
            label="Time frame start"
            value={request.startDate ?? ''}
            onChange={(day) => set({ startDate: day || null })}
          />
          <DateField
            label="Time frame end"
            value={request.endDate ?? ''}
            onChange={(day) => set({ endDate: day || null })}
            error={!isDaySpanOk}
            helperText={
              isDaySpanOk ? 'Both empty: All Time' : 'Choose both days, the end on or after the start'
            }
          />
          <TextField
            label="Score Threshold"
            placeholder="All"
            size="small"
            value={threshold}
            onChange={(e) => setThreshold(e.target.value)}
            error={parsedThreshold === null}
            helperText={parsedThreshold === null ? SCORE_THRESHOLD_INVALID : 'Empty: All'}
            sx={{ width: 160 }}
          />
          <ViewBySelect
            value={request.viewByGrouping}
            onChange={(viewByGrouping) => set({ viewByGrouping })}
          />
          <TextField
            select
            size="small"
            label="Group Results By"
            value={request.groupResultsBy}
            onChange={(e) => set({ groupResultsBy: e.target.value as GroupResultsBy })}
            sx={{ minWidth: 160 }}
          >
            {GROUP_RESULTS_BY.map((g) => (
              <MenuItem key={g} value={g}>
                {g}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Results View"
            value={request.favoritesView}
            onChange={(e) => set({ favoritesView: Number(e.target.value) as FavoritesView })}
            sx={{ minWidth: 140 }}
          >
            {([0, 1] as const).map((v) => (
              <MenuItem key={v} value={v}>
                {FAVORITES_VIEW_LABELS[v]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
          <FormControlLabel
            label="Merge Confirmed/Considering"
            control={
              <Switch
                checked={request.mergeStatusTables}
                onChange={(e) => set({ mergeStatusTables: e.target.checked })}
              />
            }
          />
          <FormControlLabel
            label="Show Stats"
            control={
              <Switch checked={request.showStats} onChange={(e) => set({ showStats: e.target.checked })} />
            }
          />
        </Box>
        {request.extraAccountIds.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            With the {request.extraAccountIds.length} additional player(s) of the screen.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!canGenerate}
          onClick={() => onGenerate({ ...request, scoreThreshold: parsedThreshold ?? 0 })}
        >
          Generate Report
        </Button>
      </DialogActions>
    </Dialog>
  );
}
