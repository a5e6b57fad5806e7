import { tmpdir } from 'node:os'
import { join } from 'node:path'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: ['src/**/*.int.test.ts'] } },
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
          // Files the tests upload stay out of the dev uploads folder (lib/uploadDir.ts).
          env: { UPLOADS_DIR: join(tmpdir(), 'storefront-cms-test-uploads') },
        },
      },
    ],
  },
})
