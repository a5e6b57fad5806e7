import { randomUUID } from 'node:crypto'
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from '@storefront/rules/service-request'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, type CmsClient, cms } from '~/features/cms/cms-client.server'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { readFormUpTo } from '~/features/input/bounded-body.server'

// The consumer flows' plain form posts (registration, A/S, trade-in, a message): they work before the page's
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
const readFilesForm = (request: Request, signedIn: boolean) => readFormUpTo(request, signedIn ? FILES_FORM_MAX_BYTES : FIELDS_FORM_MAX_BYTES)

/** A form of fields only (the genuineness check, a 본인인증's start): null when it is not one, or too large to be one. */
export async function readFieldsForm(request: Request): Promise<FormData | null> {
  const read = await readFormUpTo(request, FIELDS_FORM_MAX_BYTES)
  return read instanceof FormData ? read : null
}

/** The form's key, made when the form was shown, so a double click or a retry finds what the first made; a new one when it is not a key. */
function formKey(form: FormData): string {
  const given = String(form.get('idempotencyKey') ?? '')
  return IDEMPOTENCY_KEY.test(given) ? given : randomUUID()
}

/**
 * How a form post at `formPath` answers: `answer` with JSON for the page's script or a 303 to
 * `location` for a browser without it; `back` to the form with the problems (the first named in
 * the address); `toLogin` when the session is gone, coming back to the form after.
 */
function formAnswers<Errors extends object>(request: Request, formPath: string) {
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

type FormErrors = Partial<Record<string, string>> & { form?: string }

/** The form's problems, by field: thrown from a form post's work, it is answered as the form with them. */
export class FormRefusal<Errors extends FormErrors = FormErrors> extends Error {
  constructor(
    readonly status: number,
    readonly errors: Errors,
  ) {
    super(`form refused: ${Object.keys(errors).join(', ')}`)
  }
}

/** Refuses the form when the checks found any problem. */
export function refuseIfAny<Errors extends FormErrors>(errors: Errors) {
  if (Object.keys(errors).length > 0) throw new FormRefusal(400, errors)
}

/** Where a form post sends the browser once its work is done: 200 unless said otherwise. */
interface FormOutcome {
  location: string
  status?: number
}

/** What one consumer form post is: only what differs between them (see `handleFormPost`). */
export interface FormPost<Errors extends FormErrors> {
  /** How the server's log names it. */
  name: string
  /** Where the form is, from what was posted (an id, a serial): the way back to it. */
  formPath: (form: FormData | null) => string
  /** The form's own "could not send it, try again" message. */
  failed: string
  /** The problem of a form larger than its files may be, on the field that carries them. */
  tooLarge: Errors
  /**
   * The form's field for each field path the CMS may refuse (`returnAddress.postalCode` →
   * `postalCode`); a refused path not listed is the whole form's.
   */
  fieldsByPath: Record<string, keyof Errors>
  /** Where a signed-in customer goes before the form is read, when it cannot go on whatever it carries. */
  before?: () => FormOutcome | undefined
  /** Where the browser goes instead when the CMS answers with `status` (a record already there, gone). */
  elsewhere?: (status: number, form: FormData) => string | undefined
  /** The work: the form's own checks (throw `FormRefusal`), the CMS's calls, and where to go next. */
  submit: (form: FormData, context: { session: string; key: string; consumer: CmsClient }) => Promise<FormOutcome>
}

/** A refusal of the CMS as the form's problems: each refused field under the form's own field, by its path. */
export function formProblemsOf<Errors extends FormErrors>(error: CmsError, fieldsByPath: Record<string, keyof Errors>): Errors {
  const problems: FormErrors = {}
  for (const { path, message } of error.fields) problems[(fieldsByPath[path] as string | undefined) ?? 'form'] ??= message
  if (Object.keys(problems).length === 0) problems.form = error.consumerMessage
  return problems as Errors
}

/**
 * The one way a consumer's form post is handled (registration, A/S, trade-in, a message): the
 * session, the write limit, the form read no further than its files may go, then `post.submit`;
 * every refusal answered in Korean under the field it is about, and anything else logged and
 * answered "try again" with what was typed kept. A retry sends the same key (`formKey`).
 */
export async function handleFormPost<Errors extends FormErrors>(request: Request, post: FormPost<Errors>): Promise<Response> {
  const user = await readSessionUser()
  const session = sessionCookieValue()
  // Not read at all, not even up to its bound, when nothing it carries could be used.
  const early = user && session ? post.before?.() : undefined
  if (early) return formAnswers(request, post.formPath(null)).answer(early.status ?? 200, { location: early.location }, early.location)
  const read = await readFilesForm(request, Boolean(user && session))
  const form = read instanceof FormData ? read : null
  const { answer, back, toLogin } = formAnswers<Errors>(request, post.formPath(form))

  if (!user || !session) return toLogin()
  const limited = await limitConsumerWrite()
  if (limited) return back(429, { form: limited.message } as Errors)
  if (read === 'too-large') return back(413, post.tooLarge)
  if (!form) return back(400, { form: post.failed } as Errors)
  // From here a part that fails (the CMS, PostgreSQL) is answered in Korean, and the form keeps
  // what was typed for a retry.
  try {
    const { location, status = 200 } = await post.submit(form, { session, key: formKey(form), consumer: cms({ session }) })
    return answer(status, { location }, location)
  } catch (error) {
    if (error instanceof FormRefusal) return back(error.status, error.errors as Errors)
    if (error instanceof CmsError) {
      const there = post.elsewhere?.(error.status, form)
      if (there) return answer(error.status, { location: there }, there)
      if (error.status === 429 && error.consumerMessage) return back(429, { form: error.consumerMessage } as Errors)
      if ([400, 409].includes(error.status) && (error.fields.length > 0 || error.consumerMessage))
        return back(400, formProblemsOf<Errors>(error, post.fieldsByPath))
    }
    console.error(`[${post.name}] failed`, error)
    return back(502, { form: post.failed } as Errors)
  }
}

/**
 * The files as attachments of the consumer's, each with the form's key and its place, so a retry
 * finds what the first made. A file the CMS cannot read as the image or PDF it claims to be
 * refuses the form with `unreadable` (Payload's own words for a damaged file are English).
 */
export async function uploadAttachments(consumer: CmsClient, files: File[], kind: 'photo' | 'receipt', key: string, unreadable: FormErrors) {
  const ids: number[] = []
  for (const [index, file] of files.entries()) {
    try {
      ids.push((await consumer.upload('attachments', file, { kind }, { idempotencyKey: `${key}-${kind}-${index}` })).id)
    } catch (error) {
      if (error instanceof CmsError && (error.status === 400 || error.status === 413)) throw new FormRefusal(400, unreadable)
      throw error
    }
  }
  return ids
}
