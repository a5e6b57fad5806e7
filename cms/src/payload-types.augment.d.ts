// Tells the payload package about this project's generated types (Local API results, access
// arguments…). Kept out of payload-types.ts so other packages can import those types alone.
import type { Config } from './payload-types'

declare module 'payload' {
  export interface GeneratedTypes extends Config {}
}
