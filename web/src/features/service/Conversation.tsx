import { MESSAGE_MAX, MESSAGE_PHOTOS_MAX } from '@storefront/rules/service-message'
import { PHOTO_TYPES } from '@storefront/rules/service-request'
import { shrinkFormPhotos, useUploadForm } from '~/features/requests/upload-form'
import { Button } from '~/ui/Button'
import { FileField } from '~/ui/FileField'
import { UploadProgress } from '~/ui/FormParts'
import { checkMessage, type ConversationView, conversationMessages, type MessageErrors } from './conversation'
import { RequestPhotos } from '~/features/requests/RequestParts'
import { WordsField } from './WordsField'

const ACTION = '/api/service/message'

/** The message form: words and up to three photos, sent once; it works before the page's script too. */
function MessageForm({ requestId, idempotencyKey }: { requestId: number; idempotencyKey: string }) {
  const { errors, progress, sending, onSubmit, onChange } = useUploadForm<MessageErrors>({
    action: ACTION,
    initialErrors: () => ({}),
    check: checkMessage,
    shrinkPhotos: shrinkFormPhotos,
    messages: conversationMessages,
  })
  return (
    <form
      className="form conversation__form"
      method="post"
      action={ACTION}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label="메시지 남기기"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="request" value={requestId} />
      <WordsField id="message-body" name="body" label="메시지" hint="담당자에게 전할 내용을 적어 주세요." max={MESSAGE_MAX} rows={4} error={errors.body} />
      <FileField
        name="photos"
        label={`사진 (선택, ${MESSAGE_PHOTOS_MAX}장까지)`}
        choose="사진 선택"
        unit="장"
        multiple
        accept={PHOTO_TYPES.join(',')}
        hint="한 장에 10MB까지, 큰 사진은 줄여서 올립니다. 담당자만 볼 수 있습니다."
        error={errors.photos}
      />
      <UploadProgress id="message-progress" label="사진 올리는 중" progress={progress} />
      {errors.form && (
        <p className="form__error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" color="primary" loading={sending}>
        메시지 보내기
      </Button>
    </form>
  )
}

/** The request's conversation: my messages and the team's replies, oldest first, and a form while it is open. */
export function Conversation({ requestId, conversation }: { requestId: number; conversation: ConversationView }) {
  return (
    <section className="service__section conversation" id="conversation" aria-labelledby="conversation-title">
      <h2 id="conversation-title" className="service__title">
        문의·답변
      </h2>
      {conversation.messages.length > 0 ? (
        <ol className="conversation__messages">
          {conversation.messages.map((message) => (
            <li key={message.id} className={`conversation__message${message.mine ? ' conversation__message--mine' : ''}`} data-testid="message">
              <p className="conversation__meta">
                <strong>{message.authorLabel}</strong> <time>{message.at}</time>
              </p>
              <p className="conversation__body">{message.body}</p>
              <RequestPhotos photos={message.photos} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="service__aside">
          궁금한 점이나 더 보여 드릴 사진이 있으면 남겨 주세요. 답변이 오면 고르신 알림 방법(카카오톡·문자·이메일)으로 알려 드립니다.
        </p>
      )}
      {conversation.canWrite ? (
        // A new key with each load: the message just sent leaves an empty form for the next.
        <MessageForm key={conversation.idempotencyKey} requestId={requestId} idempotencyKey={conversation.idempotencyKey} />
      ) : (
        <p className="service__aside">종료된 신청에는 메시지를 남길 수 없습니다. 궁금한 점은 고객센터로 문의해 주세요.</p>
      )}
    </section>
  )
}
