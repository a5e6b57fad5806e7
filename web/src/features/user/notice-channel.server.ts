import { CmsError } from '~/features/cms/cms-client.server'
import { updateMyCustomer } from '~/features/auth/consumer-cms.server'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { authErrorMessage } from '~/features/auth/errors'
import type { NoticeChannel } from '@storefront/rules/notice-channel'
import type { AccountResult } from './account.server'

/** Saves how the customer hears from us; the CMS refuses a text channel without a number, in Korean. */
export async function saveMyNoticeChannel(channel: NoticeChannel): Promise<AccountResult> {
  const user = await readSessionUser()
  const session = sessionCookieValue()
  if (!user || !session) return { ok: false, code: 'session/signed-out', message: authErrorMessage('session/signed-out') }
  try {
    await updateMyCustomer(session, { noticeChannel: channel })
    return { ok: true }
  } catch (error) {
    if (error instanceof CmsError && error.status === 400) return { ok: false, code: 'account/invalid', message: error.consumerMessage }
    throw error
  }
}
