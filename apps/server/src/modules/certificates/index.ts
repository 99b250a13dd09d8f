/** 자격증·어학시험: the routes, and the search terms the reference-data migration writes. */
export { certificateRoutes } from './routes';
export { searchTerms } from './search';
export {
  catalogueCodesByName,
  catalogueNameKey,
  catalogueNames,
  type CatalogueNames,
} from './catalogue-names';
