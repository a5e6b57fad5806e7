import { CmsError } from '~/features/cms/cms-client.server'
import { adminAuth } from '~/features/auth/firebase-admin.server'
import { anonymiseMyCustomer, myCustomer, updateMyCustomer } from '~/features/auth/consumer-cms.server'
import { clearSessionCookie, isSessionEnded, readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import type { SessionUser } from '~/features/auth/types'
import { authErrorMessage } from '~/features/auth/errors'
import { storedPhone } from './phone'
import { noticeChannelOf, type NoticeChannel } from '@storefront/rules/notice-channel'
import { consentHolds } from '@storefront/rules/advertising'

export interface MyAccount {
  email: string | null
  emailVerified: boolean
  name: string
  phone: string
  /** The customer agreed to the number's use (the CMS keeps a number only with it). */
  phoneConsent: boolean
  /** Signs in with a password (and so can change it); Kakao-only accounts cannot. */
  hasPassword: boolean
  kakaoLinked: boolean
  /** Advertising may be sent: consented, and confirmed within two years (rules/advertising). */
  marketingOptIn: boolean
  /** Consented more than two years ago: not used until confirmed again (the box shows unticked). */
  marketingLapsed: boolean
  /** How notices reach the customer now: their choice, else the default (KakaoTalk to a verified number, else mail). */
  noticeChannel: NoticeChannel
}

function marketingOf(consents: { marketingOptIn?: boolean | null; marketingAcceptedAt?: string | null } | null | undefined) {
  const given = Boolean(consents?.marketingOptIn)
  const holds = given && consentHolds(consents?.marketingAcceptedAt, new Date())
  return { marketingOptIn: holds, marketingLapsed: given && !holds }
}

async function signedIn(): Promise<{ user: SessionUser; session: string } | null> {
  const user = await readSessionUser()
  const session = sessionCookieValue()
  return user && session ? { user, session } : null
}

/** My page's data: Firebase says whether the e-mail is verified now, the CMS holds the profile. */
export async function readMyAccount(): Promise<MyAccount | null> {
  const current = await signedIn()
  if (!current) return null
  const [record, customer] = await Promise.all([adminAuth().getUser(current.user.uid), myCustomer(current.session)])
  const providers = record.providerData.map((provider) => provider.providerId)
  return {
    email: record.email ?? current.user.email,
    emailVerified: record.emailVerified,
    name: customer?.name ?? record.displayName ?? '',
    phone: customer?.phone ?? '',
    phoneConsent: Boolean(customer?.consents?.phoneAcceptedAt),
    hasPassword: providers.includes('password'),
    kakaoLinked: Boolean(customer?.kakaoId) || current.user.uid.startsWith('kakao:'),
    ...marketingOf(customer?.consents),
    noticeChannel: noticeChannelOf(customer ?? {}),
  }
}

export type AccountResult = { ok: true } | { ok: false; code: string; message?: string }

const SIGNED_OUT = { ok: false, code: 'session/signed-out', message: authErrorMessage('session/signed-out') } as const

export async function saveMyProfile(input: { name: string; phone: string; phoneConsent: boolean; marketingOptIn: boolean }): Promise<AccountResult> {
  const current = await signedIn()
  if (!current) return SIGNED_OUT
  try {
    await updateMyCustomer(current.session, {
      name: input.name,
      phone: storedPhone(input.phone),
      // Any time means "I agree": the CMS stamps its own the first time (hooks/stampConsents).
      // Ticking the box again confirms a consent two years old (the CMS keeps a current one's time).
      consents: {
        marketingOptIn: input.marketingOptIn,
        marketingAcceptedAt: input.marketingOptIn ? new Date().toISOString() : null,
        phoneAcceptedAt: input.phoneConsent ? new Date().toISOString() : null,
      },
    })
    return { ok: true }
  } catch (error) {
    if (error instanceof CmsError && error.status === 400) return { ok: false, code: 'account/invalid', message: error.consumerMessage }
    throw error
  }
}

/**
 * Closing the account: the CMS anonymises the customer record (keeping service history for
 * staff) and disables the Firebase user; then the Firebase user is deleted and the session ends.
 * Sent twice, the second finds the account closed and just ends the session.
 */
export async function closeMyAccount(): Promise<AccountResult> {
  const current = await signedIn()
  if (!current) {
    clearSessionCookie()
    return SIGNED_OUT
  }
  try {
    await anonymiseMyCustomer(current.session)
  } catch (error) {
    // Only a definitive answer deletes the Firebase user: anything else (the CMS unreachable, a
    // 5xx, a 401 while the account is still open in Firebase) throws, the page shows a Korean
    // error and the account, the session and the data stay as they were.
    if (!(error instanceof CmsError && error.status === 401 && (await closedInFirebase(current.user.uid)))) throw error
    // The CMS no longer recognises the session because the account was closed a moment ago.
  }
  await deleteFirebaseUser(current.user.uid, current.session)
  clearSessionCookie()
  return { ok: true }
}

/**
 * Deletes the Firebase user and sees that its session no longer verifies anywhere, trying again a
 * few times; throws (the page's Korean error, the account closed in the CMS already and closed
 * again on the next try) rather than report done when Firebase does not confirm it.
 */
async function deleteFirebaseUser(uid: string, session: string, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminAuth().deleteUser(uid)
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found' && attempt >= attempts) throw error
    }
    if (await isSessionEnded(session).catch(() => false)) return
    if (attempt >= attempts) throw new Error(`the session of ${uid} still verifies after deleting the user`)
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
  }
}

/** The CMS disables the Firebase user in the same transaction that anonymises the record. */
async function closedInFirebase(uid: string): Promise<boolean> {
  try {
    return (await adminAuth().getUser(uid)).disabled
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return true
    throw error
  }
}
