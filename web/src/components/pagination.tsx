import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { cx } from '../lib/class-names';
import ui from '../styles/ui.module.css';
import styles from './pagination.module.css';

type PageItem = number | 'gap-before' | 'gap-after';

/**
 * The page numbers to offer: always the first and the last, and the current page with its
 * neighbours; the rest collapse into "…". With 7 pages or fewer every number is shown.
 */
export const pageItems = (page: number, totalPages: number): PageItem[] => {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - 1, totalPages - 4));
  const end = Math.min(totalPages - 1, Math.max(page + 1, 5));
  const items: PageItem[] = [1];
  // A gap stands for two pages or more; a single hidden page is shown instead.
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap-before');
  for (let n = start; n <= end; n++) items.push(n);
  if (end === totalPages - 2) items.push(totalPages - 1);
  else if (end < totalPages - 2) items.push('gap-after');
  items.push(totalPages);
  return items;
};

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Search results pages". */
  label?: string;
}

const arrowClass = cx(ui.button, ui.sm, ui.outline, styles.arrow);

/** Previous, numbered buttons and Next (public spec section 4, "Search pagination"). Static classes: it is part of the results page. */
export const Pagination = ({ page, totalPages, onPageChange, label = 'Pages' }: PaginationProps) => (
  <nav aria-label={label}>
    <ul className={styles.list}>
      <li>
        <button type="button" className={arrowClass} aria-label="Previous" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <LuChevronLeft aria-hidden="true" />
          <span className={styles.arrowLabel}>Previous</span>
        </button>
      </li>
      {pageItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <li key={item}>
            <button
              type="button"
              className={cx(ui.button, ui.sm, item === page ? ui.solid : ui.ghost, styles.number)}
              aria-current={item === page ? 'page' : undefined}
              aria-label={`Page ${item}`}
              onClick={() => item !== page && onPageChange(item)}
            >
              {item}
            </button>
          </li>
        ) : (
          <li key={item} aria-hidden="true">
            <p className={styles.gap}>…</p>
          </li>
        ),
      )}
      <li>
        <button type="button" className={arrowClass} aria-label="Next" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          <span className={styles.arrowLabel}>Next</span>
          <LuChevronRight aria-hidden="true" />
        </button>
      </li>
    </ul>
  </nav>
);
