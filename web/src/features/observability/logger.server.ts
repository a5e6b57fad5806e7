import { logOptions, readableLines } from '@storefront/rules/logging'
import pino from 'pino'

// The storefront's log (docs/decisions/0044): JSON lines in production, short readable lines in dev.
export const logger = pino(
  logOptions('web', process.env.LOG_LEVEL, process.env.INSTANCE_ID),
  process.env.NODE_ENV === 'production' ? pino.destination({ dest: 1, sync: false }) : readableLines((line) => process.stdout.write(line)),
)
