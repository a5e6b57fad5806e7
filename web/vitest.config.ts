import { defineConfig } from 'vitest/config'
import { unitProjects } from '../vitest.unit-projects'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    environment: 'node',
    projects: unitProjects(new URL('./', import.meta.url), 'unit', { include: ['src/**/*.test.{ts,tsx}'] }),
  },
})
