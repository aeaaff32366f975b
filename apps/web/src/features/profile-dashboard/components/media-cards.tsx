import type { MediaItem, SwingVideo } from '@linksight/api-contract';
import { GalleryCarousel } from '../../../components/media/gallery-carousel';
import { SwingVideoCarousel } from '../../../components/media/swing-video-carousel';
import { DeferredMount } from '../../../components/ui/deferred-mount';
import { WidgetCard } from '../../../components/ui/widget-card';

/** The carousels' heights (px), held before they mount. */
const GALLERY_HEIGHT = 240;
const SWING_VIDEOS_HEIGHT = 220;

/** spec 3 §2 gallery card: featured images; the page shows it once loaded with at least one picture. */
export function GalleryCard({ images }: { images: readonly MediaItem[] }) {
  return (
    <WidgetCard title="Gallery" data-testid="gallery-card">
      {/* issue 23: the carousel (Embla measures the page as it mounts) waits until it is near the viewport. */}
      <DeferredMount height={GALLERY_HEIGHT}>
        <GalleryCarousel
          images={images.map((m) => ({ url: m.mediaUrl, title: m.title }))}
          height={GALLERY_HEIGHT}
        />
      </DeferredMount>
    </WidgetCard>
  );
}

/** spec 3 §2 Swing Videos card; hidden when there is no video. */
export function SwingVideosCard({ videos }: { videos: readonly SwingVideo[] }) {
  return (
    <WidgetCard title="Swing Videos" data-testid="swing-videos-card">
      <DeferredMount height={SWING_VIDEOS_HEIGHT}>
        <SwingVideoCarousel videos={videos} height={SWING_VIDEOS_HEIGHT} />
      </DeferredMount>
    </WidgetCard>
  );
}
