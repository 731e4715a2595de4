import type { ImgHTMLAttributes } from 'react';

/** Site images generated at 1200 px with a `-600` sibling (web/public/images/<kind>/<slug>.webp). */
const variantPattern = /^\/images\/(services|projects|blog|materials|property-types)\/[\w-]+\.webp$/;

export function srcSetFor(src: string): string | undefined {
  if (!variantPattern.test(src)) return undefined;
  return `${src.replace(/\.webp$/, '-600.webp')} 600w, ${src} 1200w`;
}

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** Above the fold: load eagerly with high priority; otherwise lazy. */
  priority?: boolean;
}

/** WebP with a 600/1200 `srcset`, explicit size (no layout shift), lazy below the fold. */
export function ResponsiveImage({ src, alt, width = 1200, height = 800, priority = false, sizes, ...rest }: Props) {
  const srcSet = srcSetFor(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '(min-width: 1200px) 400px, (min-width: 700px) 50vw, 100vw') : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}
