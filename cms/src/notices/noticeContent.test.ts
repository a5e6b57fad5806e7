import { describe, expect, it } from 'vitest'
import { render, replyNotice, statusNotice } from './noticeContent'
import { noticeKinds, noticeTemplates } from './templates'

const site = 'https://vapore.example'
const facts = {
  kind: 'service' as const,
  brandName: '바포레',
  customerName: '김고객',
  number: 'AS-20261123-0007',
  status: 'received',
  note: '매장에서 기기를 받았습니다.',
  at: new Date('2026-11-23T01:30:00Z'),
  link: `${site}/user/service/view/7`,
}

describe('KakaoTalk and text notices', () => {
  it('fills the status template: the record, its new status, the time in Seoul, the note and the next step, with the link as text and button', () => {
    const content = statusNotice(facts)
    expect(content.kind).toBe('status')
    const { text, buttons } = render(site, content)
    expect(text).toContain('[바포레] A/S 진행 안내')
    expect(text).toContain("신청하신 A/S(AS-20261123-0007)가 '접수 완료' 상태가 되었습니다. (2026년 11월 23일 오전 10:30)")
    expect(text).toContain('안내: 매장에서 기기를 받았습니다.')
    expect(text).toContain(`진행 상황 보기: ${site}/user/service/view/7`)
    expect(text).not.toMatch(/#\{/)
    expect(buttons).toEqual([{ buttonName: '진행 상황 보기', buttonType: 'WL', linkMo: `${site}/user/service/view/7`, linkPc: `${site}/user/service/view/7` }])
  })

  it('gives an estimate, a shipment and other news their own templates', () => {
    const estimate = statusNotice({ ...facts, event: 'estimated', estimateLink: `${site}/service/estimate?token=a.b.c` })
    expect(estimate.kind).toBe('estimate')
    const rendered = render(site, estimate)
    expect(rendered.text).toContain(`견적 확인·승인: ${site}/service/estimate?token=a.b.c`)
    expect(rendered.buttons.map((button) => [button.buttonName, button.linkMo])).toEqual([
      ['견적 확인·승인', `${site}/service/estimate?token=a.b.c`],
      ['진행 상황 보기', `${site}/user/service/view/7`],
    ])
    const shipment = statusNotice({ ...facts, event: 'sent-back', tracking: 'https://tracker.example/123' })
    expect(render(site, shipment).text).toContain('배송 조회: https://tracker.example/123')
    const inspected = statusNotice({ ...facts, kind: 'trade-in', status: 'inspected', event: 'inspected', link: `${site}/trade-in/view/3` })
    expect(inspected).toMatchObject({ kind: 'event', variables: { 소식: '검수 결과', 종류: '보상 판매', 경로: 'trade-in/view/3' } })
  })

  it('never leaves a variable empty, and cuts a long reply with a pointer to the whole', () => {
    expect(statusNotice({ ...facts, status: 'unknown-status', note: null }).variables.안내).not.toBe('')
    const reply = replyNotice({ brandName: '바포레', customerName: null, number: 'AS-1', body: '가'.repeat(800), at: facts.at, link: facts.link })
    expect(reply.variables.고객명).toBe('고객')
    expect(reply.variables.답변.length).toBeLessThan(600)
    expect(reply.variables.답변).toContain('전체 답변은 아래 링크에서')
  })

  it('refuses to render a template with a variable missing or one it does not have', () => {
    const { variables } = statusNotice(facts)
    const { 상태: _, ...missing } = variables
    expect(() => render(site, { kind: 'status', variables: missing })).toThrow(/#\{상태\}/)
    expect(() => render(site, { kind: 'status', variables: { ...variables, 덤: 'x' } })).toThrow(/#\{덤\}/)
  })

  it('registers every template on the site’s own address, its buttons web links there', () => {
    const templates = noticeTemplates(`${site}/some/path`)
    for (const kind of noticeKinds) {
      expect(templates[kind].content).not.toContain('{site}')
      for (const button of templates[kind].buttons) expect(button.link.startsWith(`${site}/#{`)).toBe(true)
    }
    expect(new Set(noticeKinds.map((kind) => templates[kind].code)).size).toBe(noticeKinds.length)
  })
})
