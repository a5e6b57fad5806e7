import { randomUUID } from 'node:crypto'
import type { ServiceMessage } from '@storefront/cms/payload-types'
import { PHOTOS_TOO_LARGE } from '@storefront/rules/service-request'
import { cms } from '~/features/cms/cms-client.server'
import { FormRefusal, handleFormPost, refuseIfAny, uploadAttachments } from '~/features/requests/form-post.server'
import { filesOf } from '~/ui/form-files'
import { formatDate } from '~/ui/format-date'
import { checkMessage, type ConversationView, conversationMessages, type MessageErrors, messageFieldsByPath } from './conversation'

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

const requestOf = (form: FormData | null) => {
  const id = Number(form?.get('request'))
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** POST /api/service/message: my message, with up to three photos, on my open request. */
export const submitServiceMessage = (request: Request) =>
  handleFormPost<MessageErrors>(request, {
    name: 'service message',
    formPath: (form) => {
      const id = requestOf(form)
      return id ? `/user/service/view/${id}` : '/user/service/current'
    },
    failed: conversationMessages.form,
    tooLarge: { photos: PHOTOS_TOO_LARGE },
    fieldsByPath: messageFieldsByPath,
    // Not mine, or gone meanwhile.
    elsewhere: (status) => (status === 404 ? '/user/service/current' : undefined),
    submit: async (form, { key, consumer }) => {
      const id = requestOf(form)
      if (!id) throw new FormRefusal(400, { form: conversationMessages.form })
      refuseIfAny(checkMessage(form))
      const photos = await uploadAttachments(consumer, filesOf(form), 'photo', key, { photos: conversationMessages.unreadablePhoto })
      await consumer.create('service-messages', { request: id, body: String(form.get('body')), photos }, { depth: 0 }, { idempotencyKey: key })
      return { location: `/user/service/view/${id}#conversation` }
    },
  })
