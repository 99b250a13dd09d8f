/** 주소 검색: the routes and the provider the app decorates (juso.go.kr or the local sample). */
export { addressRoutes } from './routes';
export { addressSearchPlugin } from './plugin';
