import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * docs/product.md §2.1: the scroll position resets to the top on every route change. A link to an
 * anchor (`/services#slug`) scrolls to that anchor instead. The first render keeps what
 * the browser did on load.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
