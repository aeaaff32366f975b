import Box from '@mui/material/Box';
import { Carousel } from '../carousel/carousel';
import { CAROUSEL_AUTOPLAY_MS } from '../carousel/carousel-options';
import { FallbackImage } from './fallback-image';

export type GalleryImage = { url: string; title: string | null };

/**
 * spec 3 §2 gallery carousel: one image at a time, circular, autoplay every 5000 ms until the visitor
 * navigates, arrows, no indicators; each image sits over a blurred copy of itself.
 */
export function GalleryCarousel({
  images,
  height = 260,
}: {
  images: readonly GalleryImage[];
  height?: number;
}) {
  return (
    <Carousel
      // Not "Gallery": the card around it is a region of that name (axe landmark-unique, issue 23).
      label="Gallery, one picture per slide"
      count={images.length}
      loop
      autoplayMs={CAROUSEL_AUTOPLAY_MS}
      sx={{ height, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.900' }}
      renderSlide={(i) => {
        const image = images[i]!;
        return (
          <Box sx={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}>
            <FallbackImage
              src={image.url}
              alt=""
              aria-hidden
              style={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                filter: 'blur(18px) brightness(0.8)',
                transform: 'scale(1.15)',
              }}
            />
            <FallbackImage
              src={image.url}
              alt={image.title ?? `Gallery image ${i + 1}`}
              loading={i === 0 ? 'eager' : 'lazy'}
              draggable={false}
              style={{ position: 'relative', width: '100%', height: '100%', objectFit: 'contain' }}
            />
          </Box>
        );
      }}
    />
  );
}
