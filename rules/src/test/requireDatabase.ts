// Vitest global setup of the integration tests: without the database they would check nothing, so
// they refuse to start instead of skipping. `npm test -- --no-e2e` starts it and sets the variable.
export default function requireDatabase() {
  if (!process.env.DATABASE_URL) {
    throw new Error('These integration tests need DATABASE_URL: run them with `npm test -- --no-e2e`, which starts PostgreSQL.')
  }
}
