import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { commerceOpsRoutes } from './ops-routes';
import { createCommerceOpsService } from './ops-service';
import { manualGateway } from './payment-gateway';
import { forgetHighlights, highlightedOf } from './highlights';
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
  // Any write of this plugin's routes may book, pay or cancel a highlight: this node forgets its set.
  app.addHook('onResponse', (request, _reply, next) => {
    if (request.method !== 'GET') forgetHighlights(app.database.db);
    next();
  });
  void app.register(commerceRoutes(createCommerceService(app.database.db, deps)));
  void app.register(commerceOpsRoutes(createCommerceOpsService(app.database.db, deps)));
  done();
};

/**
 * Of the given postings, those a paid (or credit-funded) highlight promotion
 * marks today, from a set each node keeps for HIGHLIGHT_TTL_MS.
 */
export function highlightedPostings(
  app: FastifyInstance,
  postingIds: readonly number[],
  today: string,
): Promise<number[]> {
  return highlightedOf(app.database.db, () => app.clock().getTime(), postingIds, today);
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
