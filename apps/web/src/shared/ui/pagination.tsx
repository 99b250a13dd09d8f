import './pagination.css';

const WINDOW = 5;

/** Numbered pages with 이전/다음; the current page has aria-current. */
export function Pagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const first = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), totalPages - WINDOW + 1));
  const last = Math.min(totalPages, first + WINDOW - 1);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);

  return (
    <nav className="pagination" aria-label="페이지 이동">
      <button
        type="button"
        className="pagination__step"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        이전<span className="sr-only"> 페이지</span>
      </button>
      <ol className="pagination__pages">
        {pages.map((p) => (
          <li key={p}>
            <button
              type="button"
              className="pagination__page"
              aria-current={p === page ? 'page' : undefined}
              onClick={() => onChange(p)}
            >
              {p}
              <span className="sr-only">페이지</span>
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="pagination__step"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        다음<span className="sr-only"> 페이지</span>
      </button>
    </nav>
  );
}
