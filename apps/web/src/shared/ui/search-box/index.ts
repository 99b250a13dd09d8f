export { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';
