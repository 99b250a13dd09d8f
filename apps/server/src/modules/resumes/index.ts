/**
 * 이력서 (career records): the routes, my home's summary, and the policy and
 * service the applications area will use to let companies read a snapshot.
 */
export { resumeHomeSummary, type ResumeHomeSummary } from './home-summary';
export { resumeRoutes } from './routes';
export { resumePolicy } from './policy';
export { createResumeService, type ResumeService } from './service';
export { catalogueCodesOf, labelsOf } from './presenter';
export { fileNamesOf } from './content-checks';
export { toJsonResume } from './json-resume-export';
export { insertResume } from './insert-resume';
