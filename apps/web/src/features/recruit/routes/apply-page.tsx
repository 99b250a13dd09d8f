/** Placeholder while the screen is being built in this session. */
export function ApplyPage() {
  return null;
}
