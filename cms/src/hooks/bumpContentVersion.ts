import type { PayloadRequest } from 'payload'
import { bumpContentVersion } from '@/lib/contentVersion'

/**
 * afterChange / afterDelete of every public collection and global: storefronts poll the version
 * and drop their cached copy when it moves. Runs in the write's transaction, so a rolled-back
 * write does not move it.
 */
export const bumpContentVersionHook = async <T>({ doc, req }: { doc: T; req: PayloadRequest }): Promise<T> => {
  await bumpContentVersion(req.payload, req)
  return doc
}
