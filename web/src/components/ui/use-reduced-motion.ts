/** True when the visitor asked the system for reduced motion (counters then show their targets at once). */
export const prefersReducedMotion = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
