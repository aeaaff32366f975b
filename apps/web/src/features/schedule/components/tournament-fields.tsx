import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  TOURNAMENT_TEXT_LIMITS as LIMIT,
  type ScheduleTournamentItem,
  type TournamentDetailsBody,
} from '@linksight/api-contract';
import { isIsoDay, type EventTypeId, type LocaleTypeId, type TournamentProblems } from '@linksight/golf-core';
import { EVENT_TYPE_OPTIONS, LOCALE_TYPE_OPTIONS } from '../utils/option-lists';
import { DateField } from './date-field';

/** A tournament's details as the form holds them: text as typed, days as yyyy-mm-dd. */
export type TournamentFieldValues = {
  name: string;
  url: string;
  city: string;
  state: string;
  startDate: string;
  endDate: string;
  eventType: EventTypeId;
  localeType: LocaleTypeId;
  isTeamEvent: boolean;
};

export const EMPTY_TOURNAMENT: TournamentFieldValues = {
  name: '',
  url: '',
  city: '',
  state: '',
  startDate: '',
  endDate: '',
  eventType: 3,
  localeType: 1,
  isTeamEvent: false,
};

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form's values as the API takes them (blank texts are null; the course stays as it was). */
export const tournamentBodyOf = (
  fields: TournamentFieldValues,
  courseId: number | null = null,
): TournamentDetailsBody => ({
  name: fields.name.trim(),
  url: orNull(fields.url),
  courseId,
  city: orNull(fields.city),
  state: orNull(fields.state),
  startDate: fields.startDate,
  endDate: fields.endDate,
  eventType: fields.eventType,
  localeType: fields.localeType,
  isTeamEvent: fields.isTeamEvent,
});

/** A stored tournament in the form, to correct it. */
export const tournamentFieldsOf = (t: ScheduleTournamentItem): TournamentFieldValues => ({
  name: t.tournamentName,
  url: t.tournamentUrl ?? '',
  city: t.city ?? '',
  state: t.state ?? '',
  startDate: t.startDate,
  endDate: t.endDate,
  eventType: t.eventType,
  localeType: t.localeType,
  isTeamEvent: t.isTeamEvent,
});

type TournamentFieldsProps = {
  fields: TournamentFieldValues;
  onChange: (change: Partial<TournamentFieldValues>) => void;
  /** The viewer's today (yyyy-mm-dd): an event that ended before it is said to go to Historical Events. */
  today: string;
  /** Problems to show on their fields (golf-core `tournamentProblems`), once the form was sent. */
  problems?: TournamentProblems;
};

/** An event over before today is a past event: the schedule files it under Historical Events, not Upcoming. */
export const ENDED_EVENT_HINT = 'This event has ended: it is listed under Historical Events.';

/**
 * A tournament's name, link, city/state, dates, event and locale type (issue 18): Add Event's New
 * tournament tab, and Edit details of a tournament created on this schedule.
 */
export function TournamentFields({ fields, onChange: set, today, problems = {} }: TournamentFieldsProps) {
  const marked = (field: keyof TournamentProblems) =>
    problems[field] ? { error: true, helperText: problems[field] } : {};
  const hasEnded = isIsoDay(fields.endDate) && fields.endDate < today;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label="Tournament name"
        required
        value={fields.name}
        onChange={(e) => set({ name: e.target.value })}
        size="small"
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: LIMIT.name } }}
        {...marked('name')}
      />
      <TextField
        label="Tournament link"
        value={fields.url}
        onChange={(e) => set({ url: e.target.value })}
        size="small"
        sx={{ gridColumn: '1 / -1' }}
        placeholder="www.events.example/open"
        slotProps={{ htmlInput: { maxLength: LIMIT.url } }}
        {...marked('url')}
      />
      <TextField
        label="City"
        value={fields.city}
        onChange={(e) => set({ city: e.target.value })}
        size="small"
        slotProps={{ htmlInput: { maxLength: LIMIT.city } }}
      />
      <TextField
        label="State"
        value={fields.state}
        onChange={(e) => set({ state: e.target.value })}
        size="small"
        slotProps={{ htmlInput: { maxLength: LIMIT.state } }}
      />
      <DateField
        label="Start date"
        required
        value={fields.startDate}
        onChange={(startDate) => set({ startDate })}
        {...marked('startDate')}
      />
      <DateField
        label="End date"
        required
        value={fields.endDate}
        onChange={(endDate) => set({ endDate })}
        // A new event with past days vanished from Upcoming Events without a word.
        helperText={hasEnded ? ENDED_EVENT_HINT : undefined}
        {...marked('endDate')}
      />
      <TextField
        select
        label="Event Type"
        value={fields.eventType}
        onChange={(e) => set({ eventType: Number(e.target.value) as EventTypeId })}
        size="small"
      >
        {EVENT_TYPE_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Locale Type"
        value={fields.localeType}
        onChange={(e) => set({ localeType: Number(e.target.value) as LocaleTypeId })}
        size="small"
      >
        {LOCALE_TYPE_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        label="Team event"
        control={
          <Checkbox checked={fields.isTeamEvent} onChange={(e) => set({ isTeamEvent: e.target.checked })} />
        }
      />
    </Box>
  );
}
