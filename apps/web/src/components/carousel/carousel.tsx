import { useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { CAROUSEL_DURATION, CAROUSEL_SWIPE_THRESHOLD_PX, startsCarouselDrag } from './carousel-options';
import { useAutoplay } from './use-autoplay';
import { RING_IN_TEXT_COLOUR } from '../../lib/theme';

export type SlideContext = { isSelected: boolean; stopAutoplay: () => void };

export type CarouselProps = {
  /** Names the carousel for assistive technology, e.g. "Gallery". */
  label: string;
  count: number;
  /** Draws slide `index`; `stopAutoplay` lets a slide end autoplay (e.g. when its video starts). */
  renderSlide: (index: number, slide: SlideContext) => ReactNode;
  /** Circular: the last slide is followed by the first (spec 3 §4). */
  loop?: boolean;
  /** Advance every this many ms until the visitor navigates; null = no autoplay. */
  autoplayMs?: number | null;
  showIndicators?: boolean;
  sx?: SxProps<Theme>;
};

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(0,0,0,0.45)',
  color: '#fff',
  // The focus ring falls on the picture around the arrow: white, as the arrow (lib/theme.ts FOCUS_RING).
  ...RING_IN_TEXT_COLOUR,
  '&:hover, &:focus-visible': { bgcolor: 'rgba(0,0,0,0.65)' },
  '&.Mui-disabled': { bgcolor: 'rgba(0,0,0,0.15)', color: 'rgba(255,255,255,0.5)' },
  zIndex: 2,
} as const;

/**
 * The widgets' carousel (spec 3 §2, §4) on Embla: one slide at a time, prev/next arrows (disabled at the
 * ends when not circular), optional indicators, optional autoplay that stops after manual navigation,
 * swipes beyond 20 px. Arrow keys move it when it has focus.
 */
export function Carousel({
  label,
  count,
  renderSlide,
  loop = false,
  autoplayMs = null,
  showIndicators = false,
  sx,
}: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({
    loop: loop && count > 1,
    duration: CAROUSEL_DURATION,
    dragThreshold: CAROUSEL_SWIPE_THRESHOLD_PX,
    watchDrag: (_, event) => startsCarouselDrag(event),
  });
  // Embla holds the state; a select or re-init event re-renders and the values are read from it.
  const [, setVersion] = useState(0);
  const selected = api?.selectedScrollSnap() ?? 0;
  const canPrev = api?.canScrollPrev() ?? false;
  const canNext = api?.canScrollNext() ?? false;
  const { stop } = useAutoplay(api, count > 1 ? autoplayMs : null);

  useEffect(() => {
    if (!api) return;
    const rerender = () => setVersion((v) => v + 1);
    api.on('select', rerender).on('reInit', rerender);
    return () => {
      api.off('select', rerender).off('reInit', rerender);
    };
  }, [api]);

  const go = (action: 'prev' | 'next' | number) => {
    stop();
    if (action === 'prev') api?.scrollPrev();
    else if (action === 'next') api?.scrollNext();
    else api?.scrollTo(action);
  };

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-selected-index={selected}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go('prev');
        if (e.key === 'ArrowRight') go('next');
      }}
      sx={{ position: 'relative', ...sx }}
    >
      {/* Previous comes before the slide in the page as on screen, so Tab goes left to right (an outside
          audit met the slide's Play button before the Previous arrow to its left). */}
      {count > 1 && (
        <IconButton
          aria-label="Previous"
          onClick={() => go('prev')}
          disabled={!canPrev}
          size="small"
          sx={{ ...arrowSx, left: 8 }}
        >
          <ChevronLeftIcon />
        </IconButton>
      )}
      <Box ref={viewportRef} sx={{ overflow: 'hidden', height: '100%' }}>
        <Box sx={{ display: 'flex', height: '100%', touchAction: 'pan-y pinch-zoom' }}>
          {Array.from({ length: count }, (_, i) => (
            <Box
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== selected}
              inert={i !== selected}
              sx={{ flex: '0 0 100%', minWidth: 0, height: '100%' }}
            >
              {renderSlide(i, { isSelected: i === selected, stopAutoplay: stop })}
            </Box>
          ))}
        </Box>
      </Box>
      {count > 1 && (
        <IconButton
          aria-label="Next"
          onClick={() => go('next')}
          disabled={!canNext}
          size="small"
          sx={{ ...arrowSx, right: 8 }}
        >
          <ChevronRightIcon />
        </IconButton>
      )}
      {showIndicators && count > 1 && (
        <Box
          sx={{
            position: 'absolute',
            bottom: 8,
            left: 0,
            right: 0,
            display: 'flex',
            justifyContent: 'center',
            gap: 0.5,
            zIndex: 2,
          }}
        >
          {Array.from({ length: count }, (_, i) => (
            <Box
              key={i}
              component="button"
              type="button"
              aria-label={`Show image ${i + 1}`}
              aria-current={i === selected}
              onClick={() => go(i)}
              sx={{
                width: 10,
                height: 10,
                p: 0,
                border: '1px solid #fff',
                borderRadius: '50%',
                cursor: 'pointer',
                bgcolor: i === selected ? '#fff' : 'rgba(0,0,0,0.35)',
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
