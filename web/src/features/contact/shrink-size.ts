/** How photos are shrunk on the phone before upload (docs/web.md, "Photos on the phone"). */
export const shrinkRules = { maxSide: 2560, quality: 0.8, type: 'image/jpeg' } as const;

/** The size that fits `width` x `height` inside `maxSide` on its long side, never enlarged. */
export function fitInside(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
