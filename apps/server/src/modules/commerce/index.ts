import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { commerceOpsRoutes } from './ops-routes';
import { createCommerceOpsService } from './ops-service';
import { manualGateway } from './payment-gateway';
import { commerceRepository } from './repository';
import { commerceRoutes } from './routes';
import { createCommerceService } from './service';

/**
 * Paid services (issue 24, decision 0040): promotions companies book (the
 * main page's and the recruitment list's paid postings come from them),
 * packages, invoices settled through a PaymentGateway (manual for now),
 * and the credits a paid package grants. One plugin: the company's routes
 * and the console's.
 */
export const commercePlugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = { clock: app.clock, gateway: manualGateway };
  void app.register(commerceRoutes(createCommerceService(app.database.db, deps)));
  void app.register(commerceOpsRoutes(createCommerceOpsService(app.database.db, deps)));
  done();
};

/**
 * Of the given postings, those a paid (or credit-funded) highlight promotion
 * marks today: the recruit list's one extra query per page.
 */
export function highlightedPostings(
  app: FastifyInstance,
  postingIds: readonly number[],
  today: string,
): Promise<number[]> {
  return commerceRepository.highlighted(app.database.db, postingIds, today);
}

export { type PaymentGateway, manualGateway } from './payment-gateway';
export {
  grantCredits,
  refundCredit,
  remainingCredits,
  spendCredits,
  spendPromotionCredit,
  type CreditKind,
} from './credits';
