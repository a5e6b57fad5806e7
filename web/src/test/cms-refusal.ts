import { CmsError, fieldErrorsOf } from '~/features/cms/cms-client.server'

/** A refusal of fields as the CMS answers it (Payload's ValidationError after hooks/koreanErrors), in any words. */
export function cmsFieldRefusal(collection: string, errors: { path: string; message: string }[]): CmsError {
  const message = errors[0]?.message
  const body = { errors: [{ name: 'ValidationError', message, data: { collection, errors } }] }
  return new CmsError(400, `/api/${collection}`, message, undefined, fieldErrorsOf(body))
}
