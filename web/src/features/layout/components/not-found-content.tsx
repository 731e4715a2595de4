import { Link } from 'react-router';

/** The site's own "page not found" content (docs/product.md, Part 2): links home and to /contact. */
export function NotFoundContent() {
  return (
    <section className="section container not-found">
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p className="lead">
        We could not find that page. It may have moved, or the address may have a typo. Our services, service areas and free estimates are one click away.
      </p>
      <div className="btn-row">
        <Link className="btn btn-primary" to="/">
          Back to the home page
        </Link>
        <Link className="btn btn-outline" to="/contact">
          Contact us for a free estimate
        </Link>
      </div>
    </section>
  );
}
