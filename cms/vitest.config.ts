import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    projects: [
      // One module registry per worker (docs/decisions/0046). None of these files replaces a module or
      // the environment for the whole file; one that does needs a project of its own, as in web/vitest.config.ts.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: ['src/**/*.int.test.ts'], isolate: false } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          globalSetup: ['src/test/requireBackingServices.ts'],
          // One database: files run one after another, sharing one Payload instance.
          fileParallelism: false,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env: {
            // Files the tests upload stay out of the dev uploads folder (lib/uploadDir.ts).
            UPLOADS_DIR: join(tmpdir(), 'storefront-cms-test-uploads'),
            // Payload checks outside production that every payload package it can see from the
            // working directory has one version. From cms/ (dev, `pnpm --filter`) it sees none of
            // pnpm's store; from the workspace root (the one Vitest run of `npm test`) it sees the
            // known skew of the plugins published only up to 3.90.1 and fails the run with an
            // unhandled rejection. The tests behave alike either way: those plugins run on the one
            // copy of payload, ui and translations 3.90.2 (docs/decisions/0042).
            PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
            // The tests stand where a load balancer of ours would: each sends the X-Forwarded-For
            // of the visitor it plays (Payload's handler here has no socket, docs/decisions/0032).
            TRUSTED_PROXY_HOPS: '1',
          },
        },
      },
    ],
  },
})
