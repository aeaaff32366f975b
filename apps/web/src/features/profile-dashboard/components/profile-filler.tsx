import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import fillerUrl from '../../../assets/profile-filler.svg';

/** spec 1 §2.8: the stock photo shown when there are no past tournaments, no charts and no about information. */
export function ProfileFiller({ name }: { name: string }) {
  return (
    <Box
      data-testid="profile-filler"
      sx={{
        position: 'relative',
        borderRadius: 1,
        overflow: 'hidden',
        aspectRatio: { xs: '4 / 3', sm: '12 / 5' },
      }}
    >
      <img
        src={fillerUrl}
        alt="A golf course green with its flag"
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      <Typography
        component="p"
        sx={{
          position: 'absolute',
          left: 16,
          bottom: 12,
          color: '#fff',
          fontWeight: 600,
          textShadow: '0 1px 3px rgba(0,0,0,0.6)',
        }}
      >
        {name} has not shared tournaments or performance charts yet.
      </Typography>
    </Box>
  );
}
