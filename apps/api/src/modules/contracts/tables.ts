// The contracts module's tables, as Drizzle pgTable definitions; src/schema.ts re-exports them, and
// `pnpm --filter @portal/api db:generate` writes the migration for a change here.
export {};
