import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic';
import { runSavedSearchAlerts } from './saved-search-alerts';

/** Seoul hour from which the day's alert goes out. */
export const SAVED_SEARCH_ALERT_HOUR = 8;
const TICK_MS = 10 * 60 * 1000;
/** The first look after start-up: a node that was down at 08:00 catches up here. */
const FIRST_TICK_MS = 30 * 1000;

const seoulHour = (now: Date) => (now.getUTCHours() + 9) % 24;

/**
 * The daily saved-search alert job (decision 0028): every node looks every
 * ten minutes (and shortly after start-up) and, from 08:00 Seoul time,
 * runs the alert; the per-member, per-day claim row makes a second node or
 * a second look send nothing. Off in tests (SAVED_SEARCH_ALERTS), which
 * call runSavedSearchAlerts with a fixed time instead.
 */
export const savedSearchAlertPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: (err?: Error) => void) => {
    if (!app.config.savedSearchAlerts) {
      done();
      return;
    }
    runPeriodically(app, {
      every: TICK_MS,
      what: 'saved-search alert run',
      run: async () => {
        const now = app.clock();
        if (seoulHour(now) < SAVED_SEARCH_ALERT_HOUR) return;
        const run = await runSavedSearchAlerts(app, now);
        if (run.claimed > 0) app.log.info(run, 'saved-search alerts sent');
      },
      firstDelayMs: FIRST_TICK_MS,
    });
    done();
  },
  { name: 'saved-search-alerts', dependencies: ['alarm-service', 'mail-service'] },
);
