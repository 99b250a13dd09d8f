/** Interest marks (관심) on any kind of content, through the content registry. */
export { interestRoutes } from './routes';
export { createInterestService, type InterestService } from './interest-service';
