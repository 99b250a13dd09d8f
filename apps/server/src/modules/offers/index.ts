/**
 * 받은 제안 and the company side's talent search and sending (issue 19,
 * decision 0034): the route plugin, and the service for seeds and tests.
 */
export { offerRoutes } from './routes';
export { createOfferService, type OfferService } from './service';
