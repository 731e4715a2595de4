export interface PaginationProps {
  /** Names the navigation landmark ("Contact pages"). */
  label: string;
  page: number;
  pages: number;
  onPage(page: number): void;
}

/** Previous / "Page N of M" / Next under a paged list; nothing when everything fits on one page. */
export function Pagination({ label, page, pages, onPage }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      <button type="button" className="btn btn-outline btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
