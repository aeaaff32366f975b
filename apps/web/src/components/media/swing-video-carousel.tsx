import type { SwingVideo } from '@linksight/api-contract';
import { Carousel } from '../carousel/carousel';
import { CAROUSEL_AUTOPLAY_MS } from '../carousel/carousel-options';
import { SwingVideoSlide } from './swing-video-slide';

/**
 * spec 3 §2 swing videos carousel: one video per slide, circular, autoplay every 5000 ms (stopped by
 * manual navigation or by playing a video), arrows, no indicators.
 */
export function SwingVideoCarousel({
  videos,
  height = 240,
}: {
  videos: readonly SwingVideo[];
  height?: number | string;
}) {
  return (
    <Carousel
      // Not "Swing videos": the dashboard's card around it is a region of that name, and names compare
      // without case (axe landmark-unique, issue 23).
      label="Swing videos, one per slide"
      count={videos.length}
      loop
      autoplayMs={CAROUSEL_AUTOPLAY_MS}
      sx={{ height, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.900' }}
      renderSlide={(i, slide) => {
        const video = videos[i]!;
        return (
          <SwingVideoSlide
            url={video.url}
            title={video.title ?? `Swing video ${i + 1}`}
            isSelected={slide.isSelected}
            onPlay={slide.stopAutoplay}
          />
        );
      }}
    />
  );
}
