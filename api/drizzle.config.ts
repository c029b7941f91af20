// `pnpm --filter @termin/api db:generate` writes SQL migrations to drizzle/ from src/db/schema.
// Migrations are applied in-process at boot (src/db/migrate.ts), never with `drizzle-kit migrate`:
// it cannot load PGlite's extensions.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
