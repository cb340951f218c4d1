import { paginationItems } from '../pagination.ts';

interface PagerProps {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous, the page numbers of `paginationItems` (with ellipses), Next. */
export function Pager({ label, page, totalPages, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label} data-testid="admin-pager">
      <button type="button" className="admin-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹ </span>Previous
      </button>
      <ul>
        {paginationItems(page, totalPages).map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={item.key} className="admin-pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="admin-pager-page"
                aria-label={`Page ${item.page}`}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="admin-button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next<span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
