/** 사이드 메뉴: routes only. */
export { menuRoutes } from './routes';
