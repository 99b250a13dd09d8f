/** 신고: routes only. */
export { reportRoutes } from './routes';
