import { defineConfig } from 'drizzle-kit';

// Migrations are generated and reviewed, never pushed: `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
