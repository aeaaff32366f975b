import type { UpcomingEvents } from '@linksight/api-contract';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateSpan } from '@linksight/golf-core';
import { WidgetCard } from '../../../components/ui/widget-card';

type UpcomingEventsCardProps = { data: UpcomingEvents | undefined; scheduleUrl: string };

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ flex: 1, textAlign: 'center', py: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * spec 3 §2 upcoming events card: Confirmed and Considering counts (spec 3 §4 status groups), up to 5
 * events, and a Full Schedule button to the schedule tab (schedule/0) of the profile.
 */
export function UpcomingEventsCard({ data, scheduleUrl }: UpcomingEventsCardProps) {
  return (
    <WidgetCard title="Upcoming Events" data-testid="upcoming-events">
      {!data ? (
        <CircularProgress
          size={28}
          aria-label="Loading upcoming events"
          sx={{ display: 'block', mx: 'auto' }}
        />
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Count label="Confirmed" value={data.confirmed} />
            <Count label="Considering" value={data.considering} />
          </Box>
          {data.events.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1.5 }}>
              No upcoming events.
            </Typography>
          ) : (
            <List dense aria-label="Upcoming events">
              {data.events.map((e) => (
                <ListItem
                  key={e.tournamentId}
                  disableGutters
                  secondaryAction={
                    // The event's own status (spec 3 §4): spec 3 §7's two words would tell a recruiter
                    // that a player who only applied is in the field. The group still sets the colour.
                    <Chip
                      size="small"
                      label={e.statusLabel}
                      color={e.statusText === 'In Field' ? 'primary' : 'default'}
                    />
                  }
                >
                  <ListItemText
                    primary={e.tournamentName}
                    secondary={`${formatDateSpan(e.startDate, e.endDate)}${e.city ? ` · ${e.city}${e.state ? `, ${e.state}` : ''}` : ''}`}
                    sx={{ pr: 12 }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Button component={RouterLink} to={scheduleUrl} variant="outlined" fullWidth sx={{ mt: 1 }}>
            Full Schedule
          </Button>
        </>
      )}
    </WidgetCard>
  );
}
