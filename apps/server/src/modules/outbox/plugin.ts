import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPeriodic } from '../../lib/periodic';
import { createOutbox, type Outbox } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail and push that go out only if the transaction that wrote them commits. */
    outbox: Outbox;
  }
}

/** How often every node looks for what a kick missed (a crash, a retry that came due). */
const SWEEP_MS = 30 * 1000;

/**
 * `app.outbox` and its sweep. Callers kick it after their commit; the sweep
 * on every node (timers unref'd, stopped on close) picks up the rest. Nodes
 * share nothing but the table: claims skip rows another node holds. Tests
 * run without the sweep (OUTBOX_SWEEP) and kick or dispatch themselves, so
 * no timer races their assertions.
 */
export const outboxServicePlugin = fp(
  (app: FastifyInstance, _options: unknown, done: (err?: Error) => void) => {
    const log = app.log.child({ module: 'outbox' });
    const outbox = createOutbox({
      db: app.database.db,
      mail: app.mail,
      push: app.push,
      clock: app.clock,
      log,
    });
    app.decorate('outbox', outbox);
    const sweep = app.config.outboxSweep
      ? startPeriodic(
          SWEEP_MS,
          async () => {
            outbox.kick();
            await outbox.settled();
            const purged = await outbox.purgeFinished();
            if (purged > 0) log.info({ purged }, 'finished outbox messages deleted');
          },
          (err) => log.error({ err }, 'outbox sweep failed'),
        )
      : undefined;
    app.addHook('onClose', async () => {
      sweep?.stop();
      // A run under way finishes before the database closes under it.
      await outbox.close();
    });
    done();
  },
  { name: 'outbox-service', dependencies: ['mail-service', 'push-service'] },
);
