// The CMS configuration, validated once at boot: an invalid environment stops the process here.
import { parseEnv } from './lib/parseEnv'

export const env = parseEnv(process.env)
