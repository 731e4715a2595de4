import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './use-reduced-motion';

/** docs/product.md §4, §9: counters run from 0 to target over 2000 ms once half of the element is visible. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_VISIBILITY_THRESHOLD = 0.5;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * The server renders the final figure (crawlers and no-JS visitors read "2000+"); once
 * hydrated the figure resets to 0 and counts up when half visible. With reduced motion the
 * final figure stays.
 */
export function StatCounter({ target, suffix = '', label }: { target: number; suffix?: string; label: string }) {
  const [value, setValue] = useState(target);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    setValue(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const t = Math.min(1, (now - start) / COUNTER_DURATION_MS);
          setValue(Math.round(easeOut(t) * target));
          if (t < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target]);

  return (
    <div ref={ref} className="stat">
      <span className="stat__value" aria-hidden="true" data-testid="stat-value">
        {value}
        {suffix}
      </span>
      <span className="visually-hidden">
        {target}
        {suffix}{' '}
      </span>
      <span className="stat__label">{label}</span>
    </div>
  );
}

export interface StatCounterItem {
  target: number;
  suffix?: string;
  label: string;
}

/** The home page's counters, hydrated together as one island. */
export function StatCounters({ items }: { items: readonly StatCounterItem[] }) {
  return (
    <div className="stats">
      {items.map((s) => (
        <StatCounter key={s.label} target={s.target} suffix={s.suffix} label={s.label} />
      ))}
    </div>
  );
}
