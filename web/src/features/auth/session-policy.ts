// The rules of the consumer session, kept free of I/O so they can be tested directly.

export const SESSION_COOKIE = 'session'

/**
 * Firebase's own advice: only turn an ID token into a session right after a real sign-in, so a
 * stolen older token cannot be upgraded into a two-week cookie.
 */
export function isRecentSignIn(authTimeSeconds: number, maxAgeSeconds: number, nowMs: number): boolean {
  return nowMs / 1000 - authTimeSeconds <= maxAgeSeconds
}

/** Secure everywhere except a local run over plain http (browsers drop Secure cookies there). */
export function sessionCookieOptions(env: { localRun: boolean; siteUrl: string }) {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: !env.localRun || env.siteUrl.startsWith('https:'),
    path: '/',
  } as const
}

const STAFF_ROLES = ['admin', 'manager', 'staff'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** The `role` custom claim, when it names a staff role (admin, manager, staff); anything else is none. */
export function roleOf(claim: unknown): StaffRole | null {
  return STAFF_ROLES.find((role) => role === claim) ?? null
}
