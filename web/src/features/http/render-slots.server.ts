import pLimit from 'p-limit'
import { withSecurityHeaders } from '~/features/security/security-headers.server'
import { PRIVATE_CACHE_CONTROL } from './page-response.server'

// Renders take turns (docs/decisions/0078): a render works in slices of a few milliseconds between
// its awaits, and a page from the render cache waits for whatever slices are queued before it. One
// render at a time keeps that to one slice; eight at once made a cached page wait 30–47 ms.

export interface RenderSlotOptions {
  /** Renders under way at once. */
  concurrency: number
  /** Renders that may wait for a turn; past them, a render is not started at all. */
  maxWaiting: number
  /** A render's turn ends when its body has been read, or after this long at most (a reader that never finishes). */
  holdLimitMs?: number
}

/** Runs renders in turns; `run` gives null, rendering nothing, when `maxWaiting` already wait. */
export function createRenderSlots({ concurrency, maxWaiting, holdLimitMs = 10_000 }: RenderSlotOptions) {
  const limit = pLimit(concurrency)
  return {
    run(render: () => Promise<Response>): Promise<Response> | null {
      if (limit.pendingCount >= maxWaiting) return null
      return new Promise<Response>((resolve, reject) => {
        void limit(async () => {
          let response: Response
          try {
            response = await render()
          } catch (error) {
            reject(error)
            return
          }
          // The turn lasts until the page is written: React writes it as the body is read.
          await new Promise<void>((release) => {
            const timer = setTimeout(release, holdLimitMs)
            const done = () => {
              clearTimeout(timer)
              release()
            }
            resolve(response.body ? new Response(released(response.body, done), response) : (done(), response))
          })
        })
      })
    },
    /** Renders under way and waiting (tests). */
    stats: () => ({ active: limit.activeCount, waiting: limit.pendingCount }),
  }
}

/** `body` as it is, calling `done` once when it ends, fails or is cancelled. */
function released(body: ReadableStream<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done: ended, value } = await reader.read()
        if (ended) {
          controller.close()
          done()
        } else controller.enqueue(value)
      } catch (error) {
        controller.error(error)
        done()
      }
    },
    cancel(reason) {
      done()
      return reader.cancel(reason)
    },
  })
}

export const TOO_BUSY_MESSAGE = '지금은 요청이 많아 페이지를 보여 드리지 못했습니다. 잠시 후 다시 시도해 주세요.'

const TOO_BUSY_HTML = new TextEncoder().encode(
  `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>잠시 후 다시 시도해 주세요</title></head><body><h1>${TOO_BUSY_MESSAGE}</h1></body></html>`,
)

/** The answer when too many renders wait already: 503, try again in a second, a short Korean page. */
export function tooBusyResponse(): Response {
  return withSecurityHeaders(
    new Response(TOO_BUSY_HTML, {
      status: 503,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(TOO_BUSY_HTML.byteLength),
        'retry-after': '1',
        'cache-control': PRIVATE_CACHE_CONTROL,
      },
    }),
  )
}
