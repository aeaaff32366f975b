import type { NewsItem } from '@linksight/api-contract';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { NewsLinks } from './news-links';
import { NewsImages } from './news-image-carousel';

type NewsArticleDialogProps = { item: NewsItem | null; onClose: () => void };

/**
 * spec 3 §2 news article dialog: header, formatted date, body with its line breaks (text, never HTML),
 * images, links (video addresses embedded) and the videos as muted players with controls that load
 * only their metadata until played.
 */
export function NewsArticleDialog({ item, onClose }: NewsArticleDialogProps) {
  const isNarrow = useMediaQuery('(max-width: 599.98px)');
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      fullScreen={isNarrow}
      maxWidth="md"
      fullWidth
      aria-labelledby="news-article-title"
    >
      {item && (
        <>
          <DialogTitle id="news-article-title" sx={{ pr: 6 }}>
            {item.header}
            <Typography component="p" variant="body2" color="text.secondary">
              {item.formattedDate}
            </Typography>
          </DialogTitle>
          <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
            <CloseIcon />
          </IconButton>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <NewsImages
              images={item.images.length > 0 ? item.images : item.coverPhoto ? [item.coverPhoto] : []}
            />
            <Typography data-testid="news-body" sx={{ whiteSpace: 'pre-line' }}>
              {item.body}
            </Typography>
            <NewsLinks links={item.links} />
            {item.videos.length > 0 && (
              <Box
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 1 }}
              >
                {item.videos.map((v, i) => (
                  <video
                    key={i}
                    src={v.url}
                    controls
                    muted
                    preload="metadata"
                    aria-label={`News video ${i + 1}`}
                    style={{ width: '100%', borderRadius: 4, background: '#000' }}
                  />
                ))}
              </Box>
            )}
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
