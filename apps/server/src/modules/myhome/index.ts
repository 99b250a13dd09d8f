/**
 * My home (decision 0028): the dashboard, the calendar of watched items and
 * its iCalendar feed, and the daily saved-search alert job.
 */
export { myHomeRoutes } from './routes';
export { savedSearchAlertPlugin } from './plugin';
export { runSavedSearchAlerts, type SavedSearchAlertRun } from './saved-search-alerts';
