import { writeFileSync } from 'node:fs';
import { themeMigrationSql } from './theme-migration';

/**
 * Writes the theme migration: `npx drizzle-kit generate --custom --name <name>`
 * creates the empty file, then `tsx src/seed/migration-writers/write-theme-migration.ts <file>`.
 */
const file = process.argv[2];
if (!file)
  throw new Error('usage: tsx src/seed/migration-writers/write-theme-migration.ts <migration.sql>');
writeFileSync(file, themeMigrationSql());
console.info(`wrote the themes to ${file}`);
