import type { MediaItem, SwingVideo } from '@linksight/api-contract';
import { GalleryCarousel } from '../../../components/media/gallery-carousel';
import { SwingVideoCarousel } from '../../../components/media/swing-video-carousel';
import { WidgetCard } from '../../../components/ui/widget-card';

/** spec 3 §2 gallery card: featured images; the page shows it once loaded with at least one picture. */
export function GalleryCard({ images }: { images: readonly MediaItem[] }) {
  return (
    <WidgetCard title="Gallery" data-testid="gallery-card">
      <GalleryCarousel images={images.map((m) => ({ url: m.mediaUrl, title: m.title }))} height={240} />
    </WidgetCard>
  );
}

/** spec 3 §2 Swing Videos card; hidden when there is no video. */
export function SwingVideosCard({ videos }: { videos: readonly SwingVideo[] }) {
  return (
    <WidgetCard title="Swing Videos" data-testid="swing-videos-card">
      <SwingVideoCarousel videos={videos} height={220} />
    </WidgetCard>
  );
}
