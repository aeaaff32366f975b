import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { MONTH_NAMES, toIsoDay, type DateRange } from '@linksight/golf-core';

/** Calendar days are UTC midnights, the days golf-core and the API compare by (spec 3 §4). */
const utcDay = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

type RangeCalendarProps = {
  initial: DateRange;
  today: Date;
  onCancel: () => void;
  onApply: (range: { start: Date; end: Date }) => void;
};

/**
 * spec 3 §2 date range selector's range calendar: click the first day, then the last; Cancel or Apply.
 * Arrow buttons move by month. The ranges select rounds already played, so days after today cannot be
 * picked and the calendar does not page past today's month (a range ending next week had read "0 of 10
 * rounds" with nothing to say why).
 */
export function RangeCalendar({ initial, today, onCancel, onApply }: RangeCalendarProps) {
  const anchor = initial.end ?? today;
  const [month, setMonth] = useState({ y: anchor.getUTCFullYear(), m: anchor.getUTCMonth() });
  const [start, setStart] = useState<Date | null>(initial.start);
  const [end, setEnd] = useState<Date | null>(initial.end);
  const first = utcDay(month.y, month.m, 1);
  const daysInMonth = utcDay(month.y, month.m + 1, 0).getUTCDate();
  const cells = [
    ...Array.from({ length: first.getUTCDay() }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => utcDay(month.y, month.m, i + 1)),
  ];
  const move = (delta: number) => {
    const d = utcDay(month.y, month.m + delta, 1);
    setMonth({ y: d.getUTCFullYear(), m: d.getUTCMonth() });
  };
  const pick = (day: Date) => {
    if (start === null || end !== null) {
      setStart(day);
      setEnd(null);
    } else if (day < start) {
      setEnd(start);
      setStart(day);
    } else setEnd(day);
  };
  const todayIso = toIsoDay(today)!;
  const isFuture = (day: Date) => toIsoDay(day)! > todayIso;
  const isThisMonth = month.y === today.getUTCFullYear() && month.m === today.getUTCMonth();
  const inRange = (day: Date) => start !== null && end !== null && day >= start && day <= end;
  const isEdge = (day: Date) => toIsoDay(day) === toIsoDay(start) || toIsoDay(day) === toIsoDay(end);

  return (
    <Box sx={{ p: 1.5, width: 280 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton size="small" aria-label="Previous month" onClick={() => move(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="subtitle2" component="p" aria-live="polite">
          {MONTH_NAMES[month.m]} {month.y}
        </Typography>
        <IconButton size="small" aria-label="Next month" disabled={isThisMonth} onClick={() => move(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box
        role="grid"
        aria-label="Choose the first and the last day"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.25, mt: 1 }}
      >
        {WEEKDAYS.map((w) => (
          <Typography key={w} variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {w}
          </Typography>
        ))}
        {cells.map((day, i) =>
          day === null ? (
            <span key={`blank-${i}`} />
          ) : (
            <Box
              key={toIsoDay(day)}
              component="button"
              type="button"
              onClick={() => pick(day)}
              disabled={isFuture(day)}
              aria-pressed={isEdge(day)}
              aria-label={toIsoDay(day)!}
              sx={{
                height: 32,
                border: 0,
                borderRadius: isEdge(day) ? '50%' : 1,
                cursor: 'pointer',
                font: 'inherit',
                fontSize: 13,
                bgcolor: isEdge(day) ? 'primary.main' : inRange(day) ? 'action.selected' : 'transparent',
                color: isEdge(day) ? 'primary.contrastText' : 'text.primary',
                '&:hover': { bgcolor: isEdge(day) ? 'primary.dark' : 'action.hover' },
                '&:disabled': { color: 'text.disabled', cursor: 'default', bgcolor: 'transparent' },
                outline: toIsoDay(day) === todayIso ? '1px solid' : 'none',
                outlineColor: 'divider',
              }}
            >
              {day.getUTCDate()}
            </Box>
          ),
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={start === null || end === null}
          onClick={() => onApply({ start: start!, end: end! })}
        >
          Apply
        </Button>
      </Box>
    </Box>
  );
}
