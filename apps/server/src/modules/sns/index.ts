/** SNS 로그인: the routes and the service plugin. */
export { snsRoutes } from './routes';
export { snsServicePlugin } from './plugin';
