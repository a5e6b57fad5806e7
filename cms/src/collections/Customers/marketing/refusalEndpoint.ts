import { APIError, type Endpoint } from 'payload'
import { customerOfRefusal } from './refusalLink'

export const REFUSAL_BAD_LINK = '수신거부 링크가 올바르지 않습니다. 받으신 메시지의 링크를 다시 눌러 주세요.'

/**
 * POST /api/customers/marketing-refusal { token }: the customer of the message's link refuses
 * advertising at once (docs/decisions/0064), no sign-in: the signed link is the credential. The
 * consent and its time go; an announcement still queued skips them (its job reads the consent
 * again before each message). Refusing twice changes nothing more; a bad link changes nothing.
 */
export const marketingRefusalEndpoint: Endpoint = {
  path: '/marketing-refusal',
  method: 'post',
  handler: async (req) => {
    const body = (await req.json?.().catch(() => null)) as { token?: unknown } | null
    const id = await customerOfRefusal(body?.token)
    const customer = id && (await req.payload.findByID({ collection: 'customers', id, depth: 0, disableErrors: true, overrideAccess: true }))
    if (!customer || customer.anonymisedAt) throw new APIError(REFUSAL_BAD_LINK, 400, null, true)
    if (customer.consents?.marketingOptIn) {
      await req.payload.update({
        collection: 'customers',
        id: customer.id,
        data: { consents: { ...customer.consents, marketingOptIn: false, marketingAcceptedAt: null } },
        depth: 0,
        overrideAccess: true,
      })
    }
    return Response.json({ refused: true })
  },
}
