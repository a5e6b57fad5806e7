// Request bodies read only up to a bound. Request's own readers (formData, text, json) hold the
// whole body in memory, however large a script makes it; these stop reading past `maxBytes`
// (or at once, when the declared length already says so) and answer 'too-large'.

export type TooLarge = 'too-large'

export const TOO_LARGE_MESSAGE = '보낸 내용이 너무 큽니다. 내용을 줄여 다시 보내 주세요.'

function bounded(request: Request, maxBytes: number) {
  const state = { tooLarge: Number(request.headers.get('content-length')) > maxBytes, read: 0 }
  const stream =
    state.tooLarge || !request.body
      ? null
      : request.body.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              state.read += chunk.byteLength
              if (state.read <= maxBytes) return controller.enqueue(chunk)
              state.tooLarge = true
              controller.error(new Error(`body larger than ${maxBytes} bytes`))
            },
          }),
        )
  return { stream, state }
}

/** The form a post carries, up to `maxBytes`; null when it is not a form. */
export async function readFormUpTo(request: Request, maxBytes: number): Promise<FormData | TooLarge | null> {
  const { stream, state } = bounded(request, maxBytes)
  if (state.tooLarge) return 'too-large'
  if (!stream) return null
  const form = await new Response(stream, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData().catch(() => null)
  return state.tooLarge ? 'too-large' : form
}

/** The body as text, up to `maxBytes`; null when it cannot be read. */
export async function readTextUpTo(request: Request, maxBytes: number): Promise<string | TooLarge | null> {
  const { stream, state } = bounded(request, maxBytes)
  if (state.tooLarge) return 'too-large'
  if (!stream) return ''
  const text = await new Response(stream).text().catch(() => null)
  return state.tooLarge ? 'too-large' : text
}
