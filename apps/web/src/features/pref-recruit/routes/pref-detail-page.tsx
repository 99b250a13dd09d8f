/** Placeholder while the screen is being built in this session. */
export function PrefDetailPage() {
  return null;
}
