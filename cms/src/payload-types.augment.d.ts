// Tells the payload package about this project's generated types (Local API results, access
// arguments…). Kept out of payload-types.ts so other packages can import those types alone.
import type { Config } from './payload-types'

declare module 'payload' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an augmentation: the members come from Config
  export interface GeneratedTypes extends Config {}
}
