/** 본인인증 (NICE or the local provider): the routes, the service plugin and its type. */
export { identityRoutes } from './routes';
export { identityServicePlugin } from './plugin';
export type { IdentityService } from './service';
