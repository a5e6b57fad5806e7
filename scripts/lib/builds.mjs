// The production builds of both servers, kept with the hash of the sources they were made from
// (`.source-hash` in each build folder) and reused while those have not changed. Shared by
// `npm test` (the journeys) and `npm run faults`, which measure the same builds of a slot.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runStep } from './processes.mjs'
import { root } from './stack.mjs'

/**
 * The builds in `profile`'s folders, made with `env` only when the sources (or `env`) changed
 * since the last: each build folder keeps the hash of what it was built from.
 */
export async function productionBuilds(profile, env, { typechecked = false } = {}) {
  const folders = [join(root, 'cms', profile.nextDistDir), join(root, 'web', profile.webOutputDir)]
  const hash = sourceHash(env)
  const stamps = folders.map((folder) => join(folder, '.source-hash'))
  if (stamps.every((stamp) => existsSync(stamp) && readFileSync(stamp, 'utf8') === hash)) {
    console.log(`[build] reusing the builds of sources ${hash.slice(0, 12)}`)
    return
  }
  await runStep('build', 'pnpm', ['-r', '--workspace-concurrency=2', 'run', 'build'], {
    cwd: root,
    // `typechecked`: the caller type-checks the packages itself (npm test's guardrails, beside the build).
    env: { ...env, NODE_ENV: 'production', ...(typechecked && { BUILD_TYPECHECKED: '1' }) },
    timeoutMs: 20 * 60_000,
  })
  for (const stamp of stamps) writeFileSync(stamp, hash)
}

/**
 * What a build is made from: every file git knows (or would) in the two packages and the
 * workspace's manifests, but tests and prose, and the environment the build is given.
 */
function sourceHash(env) {
  return filesHash(
    ['cms', 'rules', 'web', 'package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.json'],
    JSON.stringify(Object.entries(env).sort()),
  )
}

/** A hash of the files git knows (or would) under `paths`, but tests and prose, and of `seed`. */
export function filesHash(paths, seed = '') {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...paths], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !/\.(int\.)?test\.tsx?$|\/src\/test\/|\.md$/.test(file) && existsSync(join(root, file)))
    .sort()
  const hash = createHash('sha256').update(seed)
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file)))
  return hash.digest('hex')
}
