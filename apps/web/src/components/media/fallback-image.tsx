import { useState, type ImgHTMLAttributes } from 'react';
import defaultMediaUrl from '../../assets/default-media.svg';

type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  fallbackSrc?: string;
};

/** An image that shows a default picture when its file is missing or broken (never a broken page). */
export function FallbackImage({
  src,
  alt,
  fallbackSrc = defaultMediaUrl,
  onError,
  ...rest
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <img
      {...rest}
      alt={alt}
      src={failedSrc === src ? fallbackSrc : src}
      onError={(event) => {
        if (failedSrc !== src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
