/** TanStack Start's build manifest (the virtual module its own server reads): what this app reads of it. */
declare module 'tanstack-start-manifest:v' {
  export function tsrStartManifest(): { routes: Record<string, { css?: Array<string | { href: string }> } | undefined> }
}
