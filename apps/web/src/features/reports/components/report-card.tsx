import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from 'react-router';
import DownloadIcon from '@mui/icons-material/Download';

type ReportCardProps = {
  title: string;
  description: string;
  needs: readonly string[];
  previewUrl: string | null;
  /** Why the report cannot be made now (e.g. no rounds in the selection); null when it can. */
  blocker: string | null;
  onDownload: (() => void) | null;
  isDownloading: boolean;
  /**
   * A report made on another screen (Compare Stats: its sides are chosen there, and its print page opens
   * only from what was generated), which the card opens instead of a Preview.
   */
  madeOn?: { href: string; label: string };
};

/** One report of the Reports page: what it prints, what it needs, Preview and Download PDF. */
export function ReportCard({
  title,
  description,
  needs,
  previewUrl,
  blocker,
  onDownload,
  isDownloading,
  madeOn,
}: ReportCardProps) {
  return (
    <Card
      variant="outlined"
      component="li"
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}
      aria-label={title}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {description}
        </Typography>
        {needs.map((n) => (
          <Chip key={n} label={n} size="small" sx={{ mr: 0.5, mb: 0.5 }} />
        ))}
        {blocker && (
          <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
            {blocker}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        {madeOn ? (
          <Button size="small" variant="contained" component={Link} to={madeOn.href}>
            {madeOn.label}
          </Button>
        ) : (
          <Button
            size="small"
            startIcon={<OpenInNewIcon />}
            href={previewUrl ?? ''}
            target="_blank"
            rel="noopener"
            disabled={previewUrl === null || blocker !== null}
          >
            Preview
          </Button>
        )}
        {onDownload && (
          <Button
            size="small"
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={onDownload}
            disabled={blocker !== null || isDownloading}
          >
            Download PDF
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
