import path from 'node:path'
import { env } from '@/env'

/**
 * Where an upload collection keeps its files on local disk: UPLOADS_DIR/<name>, by default
 * .data/uploads/<name> under the working directory, which every entry point (server, seed,
 * tests) runs in `cms/` (git-ignored). Not derived from this file's location: the server runs
 * it bundled from the build folder. A deployment mounts a volume at UPLOADS_DIR.
 */
export const uploadDir = (name: string): string => path.resolve(env.UPLOADS_DIR || '.data/uploads', name)
