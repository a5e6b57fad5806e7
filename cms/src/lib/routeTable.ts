import type { Endpoint, SanitizedConfig } from 'payload'

/** One REST route of the CMS, as `METHOD /path` under /api, with Payload's `:param` placeholders. */
export type Route = `${Uppercase<string>} /${string}`

/**
 * Every REST route the Payload config answers: its own and the plugins' custom endpoints, the
 * auth, upload and default endpoints Payload adds to each collection and global when it sanitizes
 * the config, and the root ones. The suite walks and probes these, so a new endpoint is covered
 * without a change to a test (docs/decisions/0032).
 */
export function routeTable(config: SanitizedConfig): Route[] {
  const routes = (base: string, endpoints: Endpoint[] | false | undefined): Route[] =>
    (endpoints || []).map((endpoint) => `${endpoint.method.toUpperCase()} ${base}${endpoint.path === '/' && base ? '' : endpoint.path}` as Route)
  return [
    ...new Set([
      ...routes('', config.endpoints),
      ...config.collections.flatMap((collection) => routes(`/${collection.slug}`, collection.endpoints)),
      ...config.globals.flatMap((global) => routes(`/globals/${global.slug}`, global.endpoints)),
    ]),
  ].sort()
}
