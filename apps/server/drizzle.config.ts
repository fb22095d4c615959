import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/*.table.ts',
  out: './src/db/migrations',
  migrations: { prefix: 'timestamp' },
});
