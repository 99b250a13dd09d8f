/** 작성 이력: routes only; each kind's rows come through its `authored` hooks (modules/content). */
export { writtenHistoryRoutes } from './routes';
