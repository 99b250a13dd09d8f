import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAlarmService, type AlarmService } from './alarm-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Alarms: other areas notify through it; the main page's bell reads it. */
    alarms: AlarmService;
  }
}

/** `app.alarms`: one service for every area's notifications (decision 0015), pushed (0033). */
export const alarmServicePlugin = fp(
  (app: FastifyInstance) => {
    app.decorate('alarms', createAlarmService(app.database.db, app.clock, app.outbox));
    // SERVICE_PLUGINS holds async plugins; this one has nothing to wait for.
    return Promise.resolve();
  },
  {
    name: 'alarm-service',
    decorators: { fastify: ['database', 'clock'] },
    dependencies: ['outbox-service'],
  },
);
