import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '~/islands/use-hydrated';
import { islandTranslator, type CompiledMessages } from '~/i18n/island-translator';
import type { Locale } from '~/lib/locale';

export interface Reel {
  id: number;
  title: string;
  description: string;
  video_url: string;
  thumbnail_url: string;
  duration: number;
}

/** Next index, wrapping at both ends (docs/product.md §4). */
export const wrapIndex = (index: number, length: number) => ((index % length) + length) % length;

/**
 * Video reel carousel (docs/product.md §2.3, §4): previous/next wrap at both ends; only the current video
 * plays, the others pause on slide change; each video has its own play/pause toggle. Videos
 * load nothing but their poster until played.
 */
export function VideoCarousel({ reels, locale = 'en', messages }: { reels: readonly Reel[]; locale?: Locale; messages?: CompiledMessages<'carousel'> | null }) {
  // Islands get `locale` and `messages` from `Island` (the page's language); the fallbacks are the English texts.
  const t = messages ? islandTranslator(locale, messages) : null;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  // Without JavaScript the first reel shows with the browser's own controls; once hydrated
  // the carousel's buttons take over.
  const hydrated = useHydrated();

  useEffect(() => {
    videos.current.forEach((video, i) => {
      if (video && i !== index && !video.paused) video.pause();
    });
  }, [index]);

  if (!reels.length) return null;
  const go = (delta: number) => {
    setIndex((i) => wrapIndex(i + delta, reels.length));
    setPlaying(false);
  };

  const toggle = () => {
    const video = videos.current[index];
    if (!video) return;
    if (video.paused) {
      video.play().catch(() => {
        // Autoplay policy or a missing file: stay paused, the poster remains.
      });
    } else {
      video.pause();
    }
  };

  return (
    <div className="carousel" aria-roledescription="carousel" aria-label={t ? t('label') : 'Video reels'}>
      {reels.map((reel, i) => (
        <div
          key={reel.id}
          className="carousel__slide"
          role="group"
          aria-roledescription="slide"
          aria-label={t ? t('slide', { position: i + 1, count: reels.length, title: reel.title }) : `${i + 1} of ${reels.length}: ${reel.title}`}
          hidden={i !== index}
        >
          <div className="carousel__frame">
            {/* Reels carry no caption files yet (the content model has no field for one). */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <video
              ref={(el) => {
                videos.current[i] = el;
              }}
              src={reel.video_url}
              // Only the visible slide fetches its poster: hidden ones would cost a download each.
              poster={i === index ? reel.thumbnail_url || undefined : undefined}
              preload="none"
              controls={!hydrated}
              playsInline
              onPlay={() => i === index && setPlaying(true)}
              onPause={() => i === index && setPlaying(false)}
              onEnded={() => i === index && setPlaying(false)}
              aria-label={reel.title}
            />
          </div>
          <div className="carousel__caption">
            <h3>{reel.title}</h3>
            {reel.description && <p>{reel.description}</p>}
          </div>
        </div>
      ))}
      <div className="carousel__controls" hidden={!hydrated}>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => go(-1)} aria-label={t ? t('previous') : 'Previous video'}>
          <span aria-hidden="true">‹</span> Previous
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={toggle} aria-pressed={playing}>
          {t ? t(playing ? 'pause' : 'play') : playing ? 'Pause' : 'Play'}
          <span className="visually-hidden"> {reels[index]?.title}</span>
        </button>
        <span className="carousel__count" aria-live="polite">
          {index + 1} / {reels.length}
        </span>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => go(1)} aria-label={t ? t('next') : 'Next video'}>
          Next <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
