import { SearchCombobox } from './search-combobox';
import './search.css';

/** The panel the header's 통합검색 button opens: the same combobox as the search screen. */
export function HeaderSearchPanel({ id, onClose }: { id: string; onClose: () => void }) {
  return (
    <div id={id} className="header-search__panel">
      <SearchCombobox label="빠른 검색" autoFocus openOnFocus onEscape={onClose} />
    </div>
  );
}
