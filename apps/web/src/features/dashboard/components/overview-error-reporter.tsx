import Tooltip from '@mui/material/Tooltip';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';

/** spec 3 §8: an overview whose data holds an error carries an error-reporter element on its header. */
export function OverviewErrorReporter({ message }: { message: string }) {
  return (
    <Tooltip title={message}>
      <ErrorOutlineIcon color="error" fontSize="small" role="img" aria-label={message} tabIndex={0} />
    </Tooltip>
  );
}
