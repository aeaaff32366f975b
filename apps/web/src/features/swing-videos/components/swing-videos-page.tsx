import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { GalleryCarousel } from '../../../components/media/gallery-carousel';
import { SwingVideoCarousel } from '../../../components/media/swing-video-carousel';
import { WidgetCard } from '../../../components/ui/widget-card';
import { useFeaturedImages } from '../../../lib/players/get-gallery';
import { useSwingVideos } from '../../../lib/players/get-swing-videos';
import { PageTitle } from '../../../components/ui/page-title';

type SwingVideosPageProps = { accountId: number; playerName: string };

/**
 * The Swing Videos page (spec 1 §2.3 `gallery`, feature 67): the player's swing videos in a large
 * carousel and their featured gallery images.
 */
export function SwingVideosPage({ accountId, playerName }: SwingVideosPageProps) {
  const videos = useSwingVideos(accountId);
  const images = useFeaturedImages(accountId);
  return (
    <Box
      sx={{
        p: { xs: 1.5, sm: 2, md: 3 },
        maxWidth: 1100,
        mx: 'auto',
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <PageTitle parts={[playerName, 'Swing Videos']} />
      <Typography variant="h4" component="h1">
        Swing Videos
      </Typography>
      <WidgetCard title={`${playerName}'s swings`} data-testid="swing-videos-page">
        {videos.isPending ? (
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
        ) : videos.isError ? (
          <Alert severity="error">{videos.error.message}</Alert>
        ) : videos.data.items.length === 0 ? (
          <Typography color="text.secondary">No swing videos have been added.</Typography>
        ) : (
          <Box sx={{ aspectRatio: '16 / 9', maxHeight: '70vh' }}>
            <SwingVideoCarousel videos={videos.data.items} height="100%" />
          </Box>
        )}
      </WidgetCard>
      {images.data && images.data.items.length > 0 && (
        <WidgetCard title="Gallery">
          <GalleryCarousel
            images={images.data.items.map((m) => ({ url: m.mediaUrl, title: m.title }))}
            height={360}
          />
        </WidgetCard>
      )}
    </Box>
  );
}
