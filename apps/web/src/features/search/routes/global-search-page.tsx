/** Placeholder while the screen is being built in this session. */
export function GlobalSearchPage() {
  return null;
}
