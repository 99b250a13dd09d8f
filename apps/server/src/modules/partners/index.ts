import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { presentVerification } from './presenter';
import { partnersRepository } from './repository';
import { createPartnersOpsService } from './ops-service';
import { partnersOpsRoutes } from './ops-routes';
import { createRosterCrypto } from './roster-crypto';
import { campusRoutes } from './routes';
import { createCampusService } from './service';

/**
 * University partnerships (issue 24, decision 0042): the console's schools
 * and rosters, members' student verification and campus postings, and
 * companies' campus postings, one plugin.
 */
export const partnersPlugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const crypto = createRosterCrypto(app.config.secrets.roster);
  const deps = { crypto, clock: app.clock };
  void app.register(campusRoutes(createCampusService(app.database.db, deps)));
  void app.register(partnersOpsRoutes(createPartnersOpsService(app.database.db, deps)));
  done();
};

/** A member's verification (school and date) for another area's screen: one primary-key read. */
export async function campusVerificationOf(db: Database, userId: string) {
  const row = await partnersRepository.verificationOf(db, userId);
  return row ? presentVerification(row) : null;
}

export { createRosterCrypto, type RosterCrypto, type RosterStudent } from './roster-crypto';
