import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { COMMON_HEADERS } from './src/lib/securityHeaders'

const nextConfig: NextConfig = {
  // Dev and test builds live side by side (docs/contract.md): .next and .next-test.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // On every response; the CSP comes from src/proxy.ts (docs/decisions/0015).
  headers: async () => [{ source: '/:path*', headers: Object.entries(COMMON_HEADERS).map(([key, value]) => ({ key, value })) }],
  poweredByHeader: false,
  // The image's build (cms/Dockerfile) keeps only the files Next traces the server to need.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // The shared rules are TypeScript sources, not a build (rules/package.json).
  transpilePackages: ['@storefront/rules'],
  // `npm test` type-checks every package itself (its guardrails) while the build runs beside them:
  // it says so with BUILD_TYPECHECKED=1, and the build does not check the same files again.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === '1' },
  // A build's cache is for the next build in the same folder; a fresh clone in CI has none and
  // would spend half a minute writing one nobody reads (docs/decisions/0046).
  experimental: { turbopackFileSystemCacheForBuild: process.env.CI !== 'true' },
  // Next's dev line per request, without what is polled: every storefront asks the content version
  // each second, load balancers the health checks (docs/decisions/0044).
  logging: { incomingRequests: { ignore: [/\/api\/content-version(?:\?|$)/, /\/api\/health(?:\/|\?|$)/] } },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
