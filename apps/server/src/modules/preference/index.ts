/** 맞춤 채용: the routes, and the service my home and the daily saved-search alert use. */
export { preferenceRoutes } from './routes';
export { createPreferenceService, type AlertSubscriber, type PreferenceService } from './service';
