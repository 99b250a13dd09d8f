/** The id of the static page frame in index.html, painted before the app's code arrives. */
export const BOOT_SHELL_ID = 'boot-shell';

/**
 * Takes the static frame away once the app renders its own screen. Called
 * from a layout effect, so the frame leaves in the same paint as the app's
 * first screen arrives: no blank moment, and nothing moves (no layout shift).
 */
export function removeBootShell(): void {
  document.getElementById(BOOT_SHELL_ID)?.remove();
}
