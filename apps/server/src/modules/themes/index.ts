/** 메인 테마: routes only. */
export { themeRoutes } from './routes';
