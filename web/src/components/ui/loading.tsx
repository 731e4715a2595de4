/** Placeholder shown until a section's data arrives (docs/product.md §2.3, §4, §8). */
export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <p className="loading" role="status">
      {text}
    </p>
  );
}
