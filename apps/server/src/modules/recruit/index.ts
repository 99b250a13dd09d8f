/** 채용정보: the list, detail, facets and region tree routes. */
export { recruitRoutes } from './routes';
