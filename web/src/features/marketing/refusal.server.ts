import { REFUSAL_PATH } from '@storefront/rules/advertising'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import { readFieldsForm, seeOther } from '~/features/requests/form-post.server'
import { limitConsumerWrite } from '~/features/security/write-limit.server'

// The free refusal (무료수신거부) of an advertising message's link (docs/decisions/0064): the page's
// plain form post, no sign-in and no script, answered with a 303 to the page with its outcome. The
// signed link is the credential and the CMS checks it; refusing twice is refusing.

/** A JWT: three base64url parts joined by dots. Anything else has nothing to look up. */
const TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/
export type RefusalOutcome = 'done' | 'bad' | 'busy'

const back = (outcome: RefusalOutcome, token?: string) =>
  seeOther(`${REFUSAL_PATH}?${new URLSearchParams({ result: outcome, ...(outcome === 'busy' && token && { t: token }) })}`)

export async function submitRefusal(request: Request): Promise<Response> {
  const form = await readFieldsForm(request)
  const token = String(form?.get('t') ?? '')
  if (!TOKEN.test(token) || token.length > 600) return back('bad')
  if (await limitConsumerWrite()) return back('busy', token)
  try {
    await cms().post('/api/customers/marketing-refusal', { token })
    return back('done')
  } catch (error) {
    if (error instanceof CmsError && error.status === 400) return back('bad')
    throw error
  }
}
