import { afterEach, describe, expect, it, vi } from 'vitest'
import { logger } from './logger.server'
import { observedRequest, SLOW_REQUEST_MS } from './observed-request.server'
import { FastResponse } from 'srvx'
import { noteRenderCacheHit, outsideRequest, requestIdHeaders, requestIdResponseHeader } from './request-context.server'

// The storefront's half of one request id (docs/decisions/0044): what the CMS client would send
// while a request is served, and what the response carries back.

vi.mock('./logger.server', () => ({ logger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } }))

afterEach(() => {
  vi.unstubAllEnvs()
  vi.clearAllMocks()
})

const page = (headers: Record<string, string> = {}) => new Request('http://localhost/shops?page=2', { headers })

describe('observedRequest', () => {
  it("carries the caller's sane id to the CMS and back", async () => {
    let sent: Record<string, string> = {}
    const response = await observedRequest(page({ 'x-request-id': 'lb-1234' }), async () => {
      await Promise.resolve()
      sent = requestIdHeaders()
      return new Response('ok')
    })
    expect(sent).toEqual({ 'x-request-id': 'lb-1234' })
    expect(response.headers.get('x-request-id')).toBe('lb-1234')
    expect(logger.info).toHaveBeenCalledWith(expect.objectContaining({ requestId: 'lb-1234', method: 'GET', path: '/shops?page=2', status: 200 }), 'request')
  })

  it('leaves the id to a response built with it, sending it once without opening its headers', async () => {
    // Opening a FastResponse's headers builds a Headers object: a cached page's largest cost once.
    class Unopened extends FastResponse {
      override get headers(): Headers {
        throw new Error('headers opened')
      }
    }
    const response = await observedRequest(page({ 'x-request-id': 'lb-5678' }), async () => {
      await Promise.resolve()
      return new Unopened('ok', { headers: [['content-type', 'text/plain'], ...requestIdResponseHeader()] })
    })
    const sent = (response as unknown as { _toNodeResponse: () => { headers: string[] } })._toNodeResponse().headers
    const ids = sent.flatMap((value, index) => (index % 2 === 1 && sent[index - 1] === 'x-request-id' ? [value] : []))
    expect(ids).toEqual(['lb-5678'])
  })

  it('logs no query value that may be personal', async () => {
    await observedRequest(new Request('http://localhost/shops?q=%ED%99%8D&phone=01012345678&page=1'), async () => new Response('ok'))
    expect(logger.info).toHaveBeenCalledWith(expect.objectContaining({ path: '/shops?q=~&phone=~&page=1' }), 'request')
  })

  it('answers a client that went away with a debug line, not an error to print', async () => {
    const gone = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
    const response = await observedRequest(page(), async () => {
      throw gone
    })
    expect(response.status).toBe(499)
    expect(logger.error).not.toHaveBeenCalled()
    expect(logger.debug).toHaveBeenCalledWith(expect.objectContaining({ status: 499 }), 'client went away')
  })

  it('still throws what is a fault of ours', async () => {
    await expect(observedRequest(page(), async () => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug')
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), 'request failed')
  })

  it('logs no line for health checks', async () => {
    await observedRequest(new Request('http://localhost/api/health/ready'), async () => new Response('ok'))
    expect(logger.info).not.toHaveBeenCalled()
  })

  describe('a page the render cache already held', () => {
    const cached = (answer: () => Promise<Response>) => async () => {
      noteRenderCacheHit()
      return answer()
    }
    const notSampled = () => false

    it('is counted but not logged when answered in time and not sampled', async () => {
      vi.stubEnv('METRICS_TOKEN', 'a-long-metrics-token')
      await observedRequest(
        new Request('http://localhost/posts/7'),
        cached(async () => new Response('ok')),
        notSampled,
      )
      expect(logger.info).not.toHaveBeenCalled()
      const text = await (
        await observedRequest(
          new Request('http://localhost/metrics', { headers: { authorization: 'Bearer a-long-metrics-token' } }),
          async () => new Response(),
        )
      ).text()
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\/posts\/:id",status="200",service="web"\} \d+$/m)
    })

    it('is logged when sampled', async () => {
      await observedRequest(
        page(),
        cached(async () => new Response('ok')),
        () => true,
      )
      expect(logger.info).toHaveBeenCalledWith(expect.objectContaining({ status: 200 }), 'request')
    })

    it('is logged when slow, or when it is not a page', async () => {
      const slow = cached(async () => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20))
        return new Response('ok')
      })
      await observedRequest(page(), slow, notSampled)
      expect(logger.info).toHaveBeenCalledTimes(1)
      await observedRequest(
        page(),
        cached(async () => new Response('gone', { status: 404 })),
        notSampled,
      )
      expect(logger.info).toHaveBeenCalledTimes(2)
    })

    it('is logged as failed when it throws', async () => {
      await expect(
        observedRequest(
          page(),
          cached(async () => Promise.reject(new TypeError('bug'))),
          notSampled,
        ),
      ).rejects.toThrow('bug')
      expect(logger.error).toHaveBeenCalledTimes(1)
    })

    it('leaves every rendered page logged', async () => {
      await observedRequest(page(), async () => new Response('ok'), notSampled)
      expect(logger.info).toHaveBeenCalledTimes(1)
    })
  })

  it('makes an id when the caller sent none or a forged one', async () => {
    let sent: Record<string, string> = {}
    const response = await observedRequest(page({ 'x-request-id': 'a b {"level":"fatal"}' }), async () => {
      sent = requestIdHeaders()
      return Response.redirect('http://localhost/login', 303)
    })
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent).toEqual({ 'x-request-id': id })
    expect(response.status).toBe(303)
  })

  it('sends no id outside a request, or from work that outlives it', async () => {
    expect(requestIdHeaders()).toEqual({})
    let fromPoller: Record<string, string> = { unset: '' }
    await observedRequest(page(), async () => {
      fromPoller = outsideRequest(() => requestIdHeaders())
      return new Response('ok')
    })
    expect(fromPoller).toEqual({})
  })
})

describe('GET /metrics', () => {
  const metrics = (authorization?: string) => new Request('http://localhost/metrics', { headers: authorization ? { authorization } : {} })
  const site404 = async () => new Response('page not found', { status: 404 })

  it("is the site's own 404 without METRICS_TOKEN, or with the wrong token", async () => {
    expect((await observedRequest(metrics('Bearer anything'), site404)).status).toBe(404)
    vi.stubEnv('METRICS_TOKEN', 'a-long-metrics-token')
    expect(await (await observedRequest(metrics(), site404)).text()).toBe('page not found')
    expect((await observedRequest(metrics('Bearer a-long-metrics-tokeN'), site404)).status).toBe(404)
  })

  it('answers the Prometheus text format to the token holder', async () => {
    vi.stubEnv('METRICS_TOKEN', 'a-long-metrics-token')
    await observedRequest(page(), async () => new Response('ok'))
    const response = await observedRequest(metrics('Bearer a-long-metrics-token'), site404)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await response.text()
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/shops",status="200",service="web"\} \d+$/m)
    expect(text).toContain('# TYPE render_cache_lookups_total counter')
    expect(text).toContain('# TYPE rate_limit_refusals_total counter')
  })
})
