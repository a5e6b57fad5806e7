import { serviceFlow } from './service-request-flow'
import { tradeInFlow } from './trade-in-flow'
import type { Flow } from './workflow'

/** The flow each kind of request moves along, by collection: what the admin's status controls read. */
export const requestFlows: Record<string, Flow> = { 'service-requests': serviceFlow, 'trade-ins': tradeInFlow }
