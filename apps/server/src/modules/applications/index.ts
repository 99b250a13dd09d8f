/**
 * 입사 지원 and the member's applications (decision 0034): the routes, and
 * what other areas use: my home's counts, the certificate look-up for the
 * company's verification, the applicant's notices and the destruction of a
 * snapshot (the employer area's decisions and retention job), withdrawal.
 */
export { applicationRoutes } from './routes';
export { applicationHomeCounts } from './home-counts';
export { findCertificate } from './certificate';
export {
  applicationLink,
  notifyApplicant,
  type ApplicationNotice,
  type NoticeDeps,
} from './notices';
export { destroySnapshot } from './destroy';
export { endApplicationsOfWithdrawn } from './withdrawal';
export { applicantBands } from './bands';
export { statusLabelOf } from './presenter';
