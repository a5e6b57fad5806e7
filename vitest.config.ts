// One Vitest run for the whole workspace (`npm test` starts it once): each package's own config
// is a project of it. The CMS's config holds two, `unit` and `integration` (which needs the
// database, the Auth Emulator and the mail catcher that `npm test` starts).
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: { projects: ['cms/vitest.config.ts', 'rules/vitest.config.ts', 'web/vitest.config.ts', 'stand-ins'] },
})
