// Vitest global setup of the integration tests: without the database or the Auth Emulator they
// would check nothing, so they refuse to start instead of skipping (a hand run of `pnpm test:int`
// must not report success). `npm test -- --no-e2e` starts both and sets these variables.
export default function requireBackingServices() {
  const missing = ['DATABASE_URL', 'FIREBASE_AUTH_EMULATOR_HOST', 'SMTP_HOST', 'MAIL_CATCHER_URL', 'PORTONE_STAND_IN_URL', 'SOLAPI_API_URL'].filter(
    (name) => !process.env[name],
  )
  if (missing.length > 0) {
    throw new Error(
      `CMS integration tests need ${missing.join(' and ')}: run them with \`npm test -- --no-e2e\`, which starts PostgreSQL, the Auth Emulator, the mail catcher and the PortOne and SOLAPI stand-ins.`,
    )
  }
}
