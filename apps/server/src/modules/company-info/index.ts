/**
 * 기업정보: the list, detail and hiring-process routes; the open-postings
 * recount the hourly job runs, exported for the seed and the bench.
 */
export { companyInfoRoutes } from './routes';
export { refreshOpenPostingCounts } from './open-postings';
/** An approved company member's company gets its (empty) page; the console's approval calls it. */
export { ensureCompanyPageOf } from './company-page';
