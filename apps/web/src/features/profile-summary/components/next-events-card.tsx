import type { UpcomingEvents } from '@linksight/api-contract';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateSpan } from '@linksight/golf-core';
import { WidgetCard } from '../../../components/ui/widget-card';

/** The next 3 events of the player's schedule (shown only when the schedule is open to the visitor). */
export function NextEventsCard({ data, scheduleUrl }: { data: UpcomingEvents; scheduleUrl: string }) {
  return (
    <WidgetCard title="Next Events" data-testid="next-events-card">
      {data.events.length === 0 ? (
        <Typography color="text.secondary">No upcoming events.</Typography>
      ) : (
        <List dense disablePadding>
          {data.events.map((e) => (
            <ListItem key={e.tournamentId} disableGutters>
              <ListItemText
                primary={e.tournamentName}
                secondary={`${formatDateSpan(e.startDate, e.endDate)} · ${e.statusLabel}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button component={RouterLink} to={scheduleUrl} size="small" sx={{ mt: 1 }}>
        Full Schedule
      </Button>
    </WidgetCard>
  );
}
