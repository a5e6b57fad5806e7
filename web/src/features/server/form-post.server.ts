import { randomUUID } from 'node:crypto'
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from '@storefront/cms/service-request'
import { CmsError, type CmsClient } from '~/features/cms/cms-client.server'
import { readFormUpTo } from './bounded-body.server'

// The consumer flows' plain form posts (registration, A/S, trade-in): they work before the page's
// script runs, answered with a 303; the script asks for JSON instead and shows the upload's progress.

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/
export const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json')

/** The most a form with files may carry: five photos of 10 MB each (the largest form) and its fields. */
const FILES_FORM_MAX_BYTES = PHOTOS_MAX * PHOTO_MAX_BYTES + 256 * 1024
/** The most a form of fields only may carry, and any form of a visitor not signed in, who may send no file. */
const FIELDS_FORM_MAX_BYTES = 64 * 1024

/**
 * A form with files (registration, A/S, trade-in), read no further than the largest of them goes;
 * a visitor not signed in is only sent to sign in, so theirs no further than fields go.
 */
export const readFilesForm = (request: Request, signedIn: boolean) => readFormUpTo(request, signedIn ? FILES_FORM_MAX_BYTES : FIELDS_FORM_MAX_BYTES)

/** A form of fields only (the genuineness check, the adult confirmation): null when it is not one, or too large to be one. */
export async function readFieldsForm(request: Request): Promise<FormData | null> {
  const read = await readFormUpTo(request, FIELDS_FORM_MAX_BYTES)
  return read instanceof FormData ? read : null
}

/** The form's key, made when the form was shown, so a double click or a retry finds what the first made; a new one when it is not a key. */
export function formKey(form: FormData): string {
  const given = String(form.get('idempotencyKey') ?? '')
  return IDEMPOTENCY_KEY.test(given) ? given : randomUUID()
}

/**
 * How a form post at `formPath` answers: `answer` with JSON for the page's script or a 303 to
 * `location` for a browser without it; `back` to the form with the problems (the first named in
 * the address); `toLogin` when the session is gone, coming back to the form after.
 */
export function formAnswers<Errors extends object>(request: Request, formPath: string) {
  const json = wantsJson(request)
  const answer = (status: number, body: Record<string, unknown>, location: string) =>
    json ? Response.json(body, { status, headers: { 'cache-control': 'no-store' } }) : seeOther(location)
  return {
    answer,
    back: (status: number, errors: Errors) => answer(status, { errors }, `${formPath}?error=${Object.keys(errors)[0]}`),
    toLogin: () => {
      const login = `/login?${new URLSearchParams({ redirect: formPath })}`
      return answer(401, { location: login }, login)
    },
  }
}

/** The photos as attachments of the consumer's; 'unreadable' when the CMS cannot read one as the image it claims to be. */
export async function uploadPhotos(consumer: CmsClient, photos: File[], key: string) {
  const ids: number[] = []
  for (const [index, photo] of photos.entries()) {
    try {
      ids.push((await consumer.upload('attachments', photo, { kind: 'photo' }, { idempotencyKey: `${key}-photo-${index}` })).id)
    } catch (error) {
      // Payload's own words for a damaged file are English; the consumer gets ours.
      if (error instanceof CmsError && (error.status === 400 || error.status === 413)) return 'unreadable' as const
      throw error
    }
  }
  return ids
}
