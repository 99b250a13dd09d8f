/**
 * Lets code outside React (the HTTP helper, auth handlers) change the route
 * without importing the router instance, which lives in the app shell. The
 * shell registers the router's navigate function once at start-up.
 */
export interface NavigateOptions {
  replace?: boolean;
}

export type Navigator = (to: string, options?: NavigateOptions) => void;

// Until the shell registers the router, fall back to a full page load so a
// redirect is never silently lost.
const locationNavigator: Navigator = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let current: Navigator = locationNavigator;

/** Registers the app's navigate function; returns a function that unregisters it. */
export function registerNavigator(navigator: Navigator): () => void {
  current = navigator;
  return () => {
    if (current === navigator) current = locationNavigator;
  };
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  current(to, options);
}
