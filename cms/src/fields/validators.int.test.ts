import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '@/test/payload'

// The storefront renders these as links: a script URL here would run on every page.
describe('URL fields refuse what must not become a link', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  it('rejects a javascript: URL in a footer link, naming the field', async () => {
    const links = [{ label: '홈', url: 'javascript:alert(1)' }]
    await expect(payload.updateGlobal({ slug: 'footer', data: { shortcuts: { title: '바로가기', links } } })).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'shortcuts.links.0.url' }] },
    })
  })

  it('rejects a relative Kakao channel URL in the site settings', async () => {
    await expect(payload.updateGlobal({ slug: 'site', data: { brandName: 'VAPORE', kakaoChannelUrl: 'pf.kakao.com/_x' } })).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'kakaoChannelUrl' }] },
    })
  })
})
