import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { variantContentTypes, variantSources } from '@northrock/core/browser';

const defaultSizes = '(min-width: 1200px) 400px, (min-width: 700px) 50vw, 100vw';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** Above the fold (the page's LCP image): load eagerly with high priority, preloaded; otherwise lazy. */
  priority?: boolean;
}

/**
 * A content image. Seed images and admin uploads have AVIF and WebP at 600 and 1200 px
 * (named by services/core/src/platform/image-variants.ts): they render as a `<picture>` with an
 * AVIF `<source>` and the WebP `<img>` as the fallback, both with a `srcset`. Any other image
 * (a pasted URL, an upload from before the variants) is a plain `<img>`. Always with an explicit
 * size (no layout shift) and lazy below the fold.
 *
 * A `priority` image is preloaded in the document head with `fetchpriority="high"`: React does
 * not preload an `<img>` inside a `<picture>` by itself (the `<source>` decides the file), so the
 * AVIF `srcset` is preloaded here; browsers without AVIF skip a preload of a type they lack.
 */
export function ResponsiveImage({ src, alt, width = 1200, height = 800, priority = false, sizes, ...rest }: Props) {
  const sources = variantSources(src);
  const imgSizes = sources ? (sizes ?? defaultSizes) : undefined;
  if (priority && sources) {
    preload(sources.avif.src, {
      as: 'image',
      imageSrcSet: sources.avif.srcSet,
      imageSizes: imgSizes,
      type: variantContentTypes.avif,
      fetchPriority: 'high',
    });
  }
  const img = (
    <img
      src={src}
      srcSet={sources?.webp.srcSet}
      sizes={imgSizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
  if (!sources) return img;
  return (
    <picture>
      <source type={variantContentTypes.avif} srcSet={sources.avif.srcSet} sizes={imgSizes} />
      {img}
    </picture>
  );
}
