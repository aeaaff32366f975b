import { useMemo, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import GroupIcon from '@mui/icons-material/Group';
import TuneIcon from '@mui/icons-material/Tune';
import type { PlayerSchedule, UpcomingRowItem } from '@linksight/api-contract';
import {
  arrangeUpcoming,
  filterHistoricalRows,
  formatDaysBetween,
  hiddenUpcomingCount,
  scheduleOptionsOf,
  upcomingMetrics,
  type ScheduleSelection,
} from '@linksight/golf-core';
import { useScheduleEditors } from '../api/schedule-api';
import { AddEventDialog } from './add-event-dialog';
import { EditorsDialog } from './editors-dialog';
import { EntryDialog } from './entry-dialog';
import { HistoricalTable } from './historical-table';
import { OptionsDialog, ViewBySelect } from './options-dialog';
import { UpcomingTables } from './upcoming-tables';

type ScheduleTabProps = {
  schedule: PlayerSchedule;
  selection: ScheduleSelection;
  onChange: (change: Partial<ScheduleSelection>) => void;
};

function Metric({ label, value }: { label: string; value: string | number }) {
  return (
    <Box
      sx={{ textAlign: 'center', px: 1.5, py: 0.5, borderRadius: 1, bgcolor: 'action.hover', minWidth: 88 }}
    >
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * Tab 0 (spec 3 §2 Player tournaments screen): Upcoming Events (expanded, count, Options, view-by) and
 * Historical Events (collapsed, count). The API answers every row; the options filter and arrange them
 * here with golf-core, so a change is instant and the upcoming metrics follow it (spec 3 §4).
 */
export function ScheduleTab({ schedule, selection, onChange }: ScheduleTabProps) {
  const [isOptionsOpen, setOptionsOpen] = useState(false);
  const [isAdding, setAdding] = useState(false);
  const [editing, setEditing] = useState<UpcomingRowItem | null>(null);
  const [isEditorsOpen, setEditorsOpen] = useState(false);
  const editors = useScheduleEditors(schedule.accountId, schedule.canManageEditors);
  const [names, setNames] = useState<Record<number, string>>({});
  const options = useMemo(() => scheduleOptionsOf(selection), [selection]);
  const { accountId } = schedule;
  const tables = useMemo(
    () => arrangeUpcoming(schedule.upcoming, options, accountId),
    [schedule.upcoming, options, accountId],
  );
  const metrics = upcomingMetrics(schedule.upcoming, options, accountId);
  const hidden = hiddenUpcomingCount(schedule.upcoming, options, accountId);
  const historical = filterHistoricalRows(schedule.historical, options);
  const extraNames = {
    ...names,
    ...Object.fromEntries(schedule.extraPlayers.map((p) => [p.accountId, p.playerName])),
  };
  const shownExtra = schedule.extraPlayers.length > 0;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Accordion
        defaultExpanded
        disableGutters
        data-testid="upcoming-panel"
        slotProps={{ heading: { component: 'h2' } }}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="upcoming-events"
          id="upcoming-events-head"
        >
          <Typography variant="h6" component="span">
            Upcoming Events ({metrics.count})
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="upcoming-events">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
            <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setOptionsOpen(true)}>
              Options
            </Button>
            <ViewBySelect value={selection.viewBy} onChange={(viewBy) => onChange({ viewBy })} />
            {schedule.canEdit && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                Add Event
              </Button>
            )}
            {editors.data && (
              <Button startIcon={<GroupIcon />} onClick={() => setEditorsOpen(true)}>
                Schedule Editors
              </Button>
            )}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="upcoming-metrics">
            <Metric label="Confirmed" value={metrics.confirmed} />
            <Metric label="Considering" value={metrics.considering} />
            <Metric label="Rounds" value={metrics.rounds} />
            <Metric label="Shortest days between" value={formatDaysBetween(metrics.shortestDaysBetween)} />
          </Box>
          {hidden > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="hidden-upcoming">
              {hidden === 1 ? '1 more event is' : `${hidden} more events are`} on this schedule but hidden by
              the Options (status, event type, locale or Filter To).
            </Typography>
          )}
          {schedule.unavailableExtraAccountIds.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {schedule.unavailableExtraAccountIds.length} additional player(s) share no schedule with you.
            </Typography>
          )}
          <UpcomingTables
            tables={tables}
            accountId={accountId}
            hasExtraPlayers={shownExtra}
            onEdit={schedule.canEdit ? setEditing : undefined}
          />
        </AccordionDetails>
      </Accordion>
      <Accordion disableGutters data-testid="historical-panel" slotProps={{ heading: { component: 'h2' } }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="historical-events"
          id="historical-events-head"
        >
          <Typography variant="h6" component="span">
            Historical Events ({historical.length})
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="historical-events">
          <HistoricalTable rows={historical} />
        </AccordionDetails>
      </Accordion>
      <OptionsDialog
        open={isOptionsOpen}
        onClose={() => setOptionsOpen(false)}
        selection={selection}
        onChange={onChange}
        accountId={accountId}
        extraNames={extraNames}
        onNameKnown={(id, name) => setNames((n) => ({ ...n, [id]: name }))}
      />
      {isEditorsOpen && editors.data && (
        <EditorsDialog
          accountId={accountId}
          editors={editors.data.editors}
          onClose={() => setEditorsOpen(false)}
        />
      )}
      {isAdding && (
        <AddEventDialog
          accountId={accountId}
          scheduledIds={
            new Set([
              ...schedule.upcoming.filter((r) => r.accountId === accountId).map((r) => r.tournamentId),
              ...schedule.historical.map((r) => r.tournamentId),
            ])
          }
          today={schedule.today}
          onClose={() => setAdding(false)}
        />
      )}
      {editing && (
        <EntryDialog
          accountId={accountId}
          row={editing}
          today={schedule.today}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
