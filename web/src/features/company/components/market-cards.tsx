import { Link } from 'react-router';
import { markets } from '../content';

/** Thunder Bay, Winnipeg and Sudbury cards linking to the city pages. */
export function MarketCards() {
  return (
    <div className="grid grid--3">
      {markets.map((m) => (
        <article key={m.city} className="card">
          <p className="card__tag">{m.province}</p>
          <h3>{m.city}</h3>
          <p>{m.summary}</p>
          <Link className="card__link" to={m.path}>
            Foundation repair in {m.city}
          </Link>
        </article>
      ))}
    </div>
  );
}
