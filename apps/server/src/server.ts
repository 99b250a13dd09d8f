import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './seed/prepare';

/**
 * The process entry: builds the app, listens, and on SIGTERM/SIGINT stops
 * accepting, lets in-flight requests finish, then closes the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await prepareDatabase(config, (m) => console.info(m));
  const app = await buildApp({ config, database });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
