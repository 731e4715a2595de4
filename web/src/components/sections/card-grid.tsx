export interface SimpleCard {
  title: string;
  description: string;
}

/** A titled grid of text cards. */
export function CardGrid({ items, columns = 3 }: { items: readonly SimpleCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <div className={columns === 4 ? 'grid' : `grid grid--${columns}`}>
      {items.map((item) => (
        <article key={item.title} className="card">
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </article>
      ))}
    </div>
  );
}
