import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic';
import { createFileRepository } from './repository';
import { createFileService, type FileService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads: store, read with the owner's rules, attach to a record, clean up. */
    files: FileService;
  }
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The file service for every area, and its hourly clean-up of uploads no
 * record took (decision 0021).
 */
export const fileServicePlugin = fp(
  (app: FastifyInstance, _options: unknown, done: (err?: Error) => void) => {
    const files = createFileService(
      createFileRepository(app.database.db),
      app.fileStorage,
      app.clock,
    );
    app.decorate('files', files);
    runPeriodically(app, {
      every: HOUR_MS,
      what: 'unattached upload clean-up',
      run: async () => {
        const removed = await files.purgeUnattached();
        if (removed > 0) app.log.info({ removed }, 'unattached uploads deleted');
      },
    });
    done();
  },
  { name: 'files' },
);
