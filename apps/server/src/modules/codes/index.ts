/** 공통코드: routes only. */
export { codeRoutes } from './routes';
