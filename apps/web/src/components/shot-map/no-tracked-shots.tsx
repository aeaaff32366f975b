import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';

/**
 * What stands in for the shot map when none of the chosen rounds has shots (rounds imported from a CSV of
 * scores): a short note rather than an empty 400 px map with disabled controls, and no map library.
 */
export function NoTrackedShots() {
  return (
    <Box
      data-testid="shot-map-untracked"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <MapOutlinedIcon color="action" aria-hidden />
      <Box>
        <Typography variant="subtitle2" component="p">
          No shot map for these rounds: they have scores only.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Shot maps appear for rounds tracked shot by shot in the Linksight app.
        </Typography>
      </Box>
    </Box>
  );
}
