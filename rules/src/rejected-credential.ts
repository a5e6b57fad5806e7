/**
 * Firebase's own verdict on a credential (expired, revoked, malformed, a disabled or deleted
 * user), as opposed to a failure to reach it: the one is a signed-out visitor, the other a check
 * not made. Both servers decide this the same way; the storefront imports it as
 * `@storefront/rules/rejected-credential`.
 */
export function isRejectedCredential(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error'
}
