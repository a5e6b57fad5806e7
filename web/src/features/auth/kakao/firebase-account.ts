import type { KakaoProfile } from './kakao-profile'

// Which Firebase account a Kakao login signs in to, and what to write on it. No I/O here, so it
// can be tested directly; ../kakao-login.server.ts reads the accounts and carries the plan out.

const KAKAO_UID_PREFIX = 'kakao:'
/** The custom-token claim that tells the CMS which Kakao account signed in (a linked account). */
const KAKAO_ID_CLAIM = 'kakao_id'

export const kakaoUid = (kakaoId: string) => `${KAKAO_UID_PREFIX}${kakaoId}`

/** The parts of a Firebase user the decision needs. */
export interface FirebaseAccount {
  uid: string
  email?: string
  emailVerified: boolean
  displayName?: string
}

export type SignInPlan =
  /** The Kakao account's own Firebase user exists: sign in to it, filling in what it lacks. */
  | { kind: 'existing'; uid: string; update: AccountUpdate | null; claims: Record<string, string> }
  /** A password account with the same verified e-mail: sign in to it and record the Kakao id. */
  | { kind: 'link'; uid: string; update: null; claims: Record<string, string> }
  /** First Kakao login: a new `kakao:<id>` user. */
  | { kind: 'create'; uid: string; create: AccountUpdate; claims: Record<string, string> }

interface AccountUpdate {
  displayName?: string
  email?: string
  emailVerified?: boolean
}

/**
 * - The Kakao account's own user (`kakao:<id>`) wins when it exists: the same Kakao account
 *   always reaches the same storefront account.
 * - Otherwise a user with the same e-mail is linked only when both sides vouch for it: Kakao says
 *   the e-mail is verified, and the user verified it with us. An unverified address could be
 *   someone else's sign-up waiting for its owner (account pre-hijacking), so no link then.
 * - Otherwise a new `kakao:<id>` user, with the e-mail only when Kakao vouches for it and nobody
 *   has it yet (Firebase keeps e-mails unique).
 * @param kakaoUser the Firebase user `kakao:<id>`, if it exists
 * @param emailOwner the Firebase user with the Kakao e-mail, if Kakao vouches for it and one exists
 */
export function planSignIn(profile: KakaoProfile, kakaoUser: FirebaseAccount | null, emailOwner: FirebaseAccount | null): SignInPlan {
  const uid = kakaoUid(profile.id)
  const trustedEmail = profile.emailVerified ? profile.email : null
  const emailIsFree = trustedEmail !== null && (!emailOwner || emailOwner.uid === uid)

  if (kakaoUser) {
    const update: AccountUpdate = {}
    if (!kakaoUser.displayName && profile.nickname) update.displayName = profile.nickname
    if (!kakaoUser.email && emailIsFree) Object.assign(update, { email: trustedEmail, emailVerified: true })
    return { kind: 'existing', uid, update: Object.keys(update).length ? update : null, claims: {} }
  }

  if (trustedEmail && emailOwner && emailOwner.emailVerified && !emailOwner.uid.startsWith(KAKAO_UID_PREFIX)) {
    return { kind: 'link', uid: emailOwner.uid, update: null, claims: { [KAKAO_ID_CLAIM]: profile.id } }
  }

  const create: AccountUpdate = {}
  if (profile.nickname) create.displayName = profile.nickname
  if (emailIsFree) Object.assign(create, { email: trustedEmail, emailVerified: true })
  return { kind: 'create', uid, create, claims: {} }
}
