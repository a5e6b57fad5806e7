import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Dev and test builds live side by side (docs/contract.md): .next and .next-test.
  distDir: process.env.NEXT_DIST_DIR || '.next',
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
