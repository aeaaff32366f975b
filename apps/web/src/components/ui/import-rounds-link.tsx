import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/**
 * Issue 20: rounds kept elsewhere (a spreadsheet, another app's export) come in on the Import rounds page.
 * Every empty screen of a player's own rounds offers the way there; another viewer's gets nothing.
 */
export function ImportRoundsLink({ variant = 'outlined' }: { variant?: 'outlined' | 'contained' }) {
  return (
    <Button
      variant={variant}
      component={Link}
      to={paths.account.importRounds()}
      startIcon={<UploadFileIcon />}
    >
      Import rounds
    </Button>
  );
}
