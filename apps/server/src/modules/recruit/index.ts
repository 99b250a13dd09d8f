/** 채용정보: the list, detail, facets and region tree routes. */
export { recruitRoutes } from './routes';
/** The list's query plan and the detail, for the open API's postings search (decision 0041). */
export { createRecruitService, type RecruitService } from './service';
