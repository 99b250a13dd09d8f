import fp from 'fastify-plugin';
import type { Transaction } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** What other areas do inside a member's withdrawal transaction. */
    withdrawalHooks: WithdrawalHooks;
  }
}

/** One area's part of a withdrawal: runs in the withdrawal's transaction, so all of it or none happens. */
export type WithdrawalHook = (tx: Transaction, memberId: string, now: Date) => Promise<void>;

export interface WithdrawalHooks {
  /** Called once by the owning area's plugin at start-up. */
  provide(area: string, hook: WithdrawalHook): void;
  run(tx: Transaction, memberId: string, now: Date): Promise<void>;
}

/**
 * Areas above the account module (applications: live applications cancelled,
 * snapshots destroyed) hand their withdrawal step over at start-up instead of
 * the account module importing them, which would be a circle
 * (applications → résumés → account).
 */
export function createWithdrawalHooks(): WithdrawalHooks {
  const hooks = new Map<string, WithdrawalHook>();
  return {
    provide(area, hook) {
      if (hooks.has(area)) throw new Error(`withdrawal hook for ${area} provided twice`);
      hooks.set(area, hook);
    },
    async run(tx, memberId, now) {
      // In order, one after another: they share the transaction's connection.
      for (const hook of hooks.values()) await hook(tx, memberId, now);
    },
  };
}

export const withdrawalHooksPlugin = fp(
  (app, _options, done) => {
    app.decorate('withdrawalHooks', createWithdrawalHooks());
    done();
  },
  { name: 'withdrawal-hooks' },
);
