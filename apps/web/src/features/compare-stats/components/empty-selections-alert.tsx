import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { ImportRoundsLink } from '../../../components/ui/import-rounds-link';

/**
 * Both sides select no round: the tables hold only dashes, so say why and what to do (Configure
 * Selections, or, on the player's own page, importing rounds).
 */
export function EmptySelectionsAlert({ isOwn }: { isOwn: boolean }) {
  return (
    <Alert severity="info" variant="outlined">
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <span>
          Neither side has a round to compare. Choose other rounds or another period with Configure
          Selections.
        </span>
        {isOwn && <ImportRoundsLink />}
      </Stack>
    </Alert>
  );
}
