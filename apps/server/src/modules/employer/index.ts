/**
 * The employer's screening API (decision 0034): its routes (company member
 * sign-up, postings, applicants, snapshots, decisions, committees), the
 * stage rules, and the retention run the CLI calls.
 */
export { employerRoutes } from './routes';
export { decideStage, type StageOutcome, type StageState } from './stage-rules';
export { destroyExpiredSnapshots, type RetentionDeps } from './retention';
