/**
 * Lets code outside React (the HTTP helper, auth handlers) change the route
 * without importing the router instance, which lives in the app shell. The
 * shell registers the router's navigate function once at start-up.
 */
export interface NavigateOptions {
  replace?: boolean;
}

export type Navigator = (to: string, options?: NavigateOptions) => void;

/** Where the app is now, as path + query string. */
export type LocationReader = () => string;

// Until the shell registers the router, fall back to a full page load so a
// redirect is never silently lost.
const locationNavigator: Navigator = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

const windowLocation: LocationReader = () => `${window.location.pathname}${window.location.search}`;

let current: Navigator = locationNavigator;
let currentReader: LocationReader = windowLocation;

/**
 * Registers the app's navigate function (and, optionally, how to read the
 * router's location); returns a function that unregisters them.
 */
export function registerNavigator(navigator: Navigator, reader?: LocationReader): () => void {
  current = navigator;
  if (reader) currentReader = reader;
  return () => {
    if (current === navigator) current = locationNavigator;
    if (reader && currentReader === reader) currentReader = windowLocation;
  };
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  current(to, options);
}

/** The current path and query string, as the router sees it. */
export function currentLocation(): string {
  return currentReader();
}
