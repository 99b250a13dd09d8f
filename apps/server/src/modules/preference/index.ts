/** 맞춤 채용: routes only. */
export { preferenceRoutes } from './routes';
