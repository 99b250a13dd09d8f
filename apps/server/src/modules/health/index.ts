/** Liveness and readiness: routes only. */
export { healthRoutes } from './routes';
