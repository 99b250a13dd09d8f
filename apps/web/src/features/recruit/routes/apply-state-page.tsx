/** Placeholder while the screen is being built in this session. */
export function ApplyStatePage() {
  return null;
}
