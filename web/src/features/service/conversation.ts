import { MESSAGE_PHOTOS_MAX, messageProblem } from '@storefront/rules/service-message'
import { photosProblem } from '@storefront/rules/service-request'
import { filesOf } from '~/ui/form-files'

// The conversation on my A/S request: what the page shows, and what the browser and the server
// both check before a message goes (the CMS checks again).

interface MessageView {
  id: number
  mine: boolean
  /** 나 or 담당자. */
  authorLabel: string
  body: string
  /** YYYY-MM-DD HH:mm in Seoul. */
  at: string
  photos: { id: number; url: string; name: string }[]
}

export interface ConversationView {
  messages: MessageView[]
  /** While the request is open. */
  canWrite: boolean
  /** One per message form: a retried or double-clicked send files one message. */
  idempotencyKey: string
}

export type MessageErrors = Partial<Record<'body' | 'photos' | 'form', string>>

/** The form's field for each field of the message the CMS may refuse. */
export const messageFieldsByPath: Record<string, keyof MessageErrors> = { body: 'body', photos: 'photos' }

export const conversationMessages = {
  form: '메시지를 보내지 못했습니다. 잠시 후 다시 시도하세요. 같은 내용으로 다시 보내도 한 번만 남습니다.',
  offline: '인터넷 연결을 확인하고 다시 시도하세요. 같은 내용으로 다시 보내도 한 번만 남습니다.',
  unreadablePhoto: '사진 파일을 읽을 수 없습니다. 사진이 맞는지 확인하고 다시 올려 주세요.',
  tooManyPhotos: `사진은 한 번에 ${MESSAGE_PHOTOS_MAX}장까지 올릴 수 있습니다.`,
} as const

/** A message's problems, by field, in the same words on both sides. */
export function checkMessage(form: FormData): MessageErrors {
  const errors: MessageErrors = {}
  const body = messageProblem(String(form.get('body') ?? ''))
  if (body) errors.body = body
  const photos = filesOf(form)
  const photoProblem = photos.length > MESSAGE_PHOTOS_MAX ? conversationMessages.tooManyPhotos : photosProblem(photos)
  if (photoProblem) errors.photos = photoProblem
  return errors
}
