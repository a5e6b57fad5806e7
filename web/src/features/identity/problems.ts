import { identityMessages, type IdentityProblem } from '@storefront/rules/identity'

/** The refusal an adult-only page was sent back with (`?identity=`), when it is one we word. */
export const identityProblemOf = (value: unknown): IdentityProblem | undefined =>
  typeof value === 'string' && Object.hasOwn(identityMessages, value) ? (value as IdentityProblem) : undefined
