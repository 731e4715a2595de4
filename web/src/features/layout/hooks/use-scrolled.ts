import { useEffect, useState } from 'react';

/** docs/product.md §2.1, §9: the header changes style once the page is scrolled past 50 px. */
const HEADER_SCROLL_THRESHOLD = 50;

export function useScrolledPast(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
