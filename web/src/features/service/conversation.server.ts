import { randomUUID } from 'node:crypto'
import type { ServiceMessage } from '@storefront/cms/payload-types'
import { PHOTOS_TOO_LARGE } from '@storefront/cms/service-request'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import { formAnswers, formKey, readFilesForm, uploadPhotos } from '~/features/server/form-post.server'
import { limitConsumerWrite } from '~/features/security/write-limit.server'
import { filesOf } from '~/ui/form-files'
import { formatDate } from '~/ui/format-date'
import { checkMessage, type ConversationView, conversationMessages, type MessageErrors } from './conversation'

// The conversation on my A/S request (the CMS's service-messages): read with my session, and my
// message sent as a plain form post (POST /api/service/message), photos and all. Staff's replies
// come from the admin panel; each side gets a mail (the CMS's jobs).

/** The messages of my request `id`, oldest first. */
export async function readConversation(session: string, id: number, open: boolean): Promise<ConversationView> {
  const { docs } = await cms({ session }).find('service-messages', {
    where: { request: { equals: id } },
    sort: 'createdAt',
    depth: 1,
    pagination: false,
    select: ['author', 'body', 'photos', 'createdAt'],
    populate: { attachments: { filename: true } },
  })
  return {
    messages: (docs as ServiceMessage[]).map((message) => ({
      id: message.id,
      mine: message.author === 'customer',
      authorLabel: message.author === 'customer' ? '나' : '담당자',
      body: message.body,
      at: formatDate(message.createdAt, 'YYYY-MM-DD HH:mm'),
      photos: (message.photos ?? []).flatMap((photo) =>
        typeof photo === 'object' && photo ? [{ id: photo.id, url: `/api/service/photo/${photo.id}`, name: photo.filename ?? '사진' }] : [],
      ),
    })),
    canWrite: open,
    idempotencyKey: randomUUID(),
  }
}

/** POST /api/service/message: my message, with up to three photos, on my open request. */
export async function submitServiceMessage(request: Request): Promise<Response> {
  const user = await readSessionUser()
  const session = sessionCookieValue()
  const read = await readFilesForm(request, Boolean(user && session))
  const form = read instanceof FormData ? read : null
  const id = Number(form?.get('request'))
  const known = Number.isSafeInteger(id) && id > 0
  const formPath = known ? `/user/service/view/${id}` : '/user/service/current'
  const { answer, back, toLogin } = formAnswers<MessageErrors>(request, formPath)

  if (!user || !session) return toLogin()
  const limited = await limitConsumerWrite()
  if (limited) return back(429, { form: limited.message })
  if (read === 'too-large') return back(413, { photos: PHOTOS_TOO_LARGE })
  if (!form || !known) return back(400, { form: conversationMessages.form })
  const errors = checkMessage(form)
  if (Object.keys(errors).length > 0) return back(400, errors)
  try {
    const key = formKey(form)
    const consumer = cms({ session })
    const photos = await uploadPhotos(consumer, filesOf(form), key)
    if (photos === 'unreadable') return back(400, { photos: conversationMessages.unreadablePhoto })
    await consumer.create('service-messages', { request: id, body: String(form.get('body')), photos }, { depth: 0 }, { idempotencyKey: key })
    const location = `${formPath}#conversation`
    return answer(200, { location }, location)
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return answer(404, { location: '/user/service/current' }, '/user/service/current')
    if (error instanceof CmsError && [400, 429].includes(error.status) && error.consumerMessage) return back(error.status, { form: error.consumerMessage })
    console.error('[service] message failed', error)
    return back(502, { form: conversationMessages.form })
  }
}
