import { describe, expect, it } from 'vitest'
import { statusMailText } from './statusMailText'

const facts = {
  kind: 'service' as const,
  brandName: '바포레',
  customerName: '김고객',
  number: 'AS-20261123-0007',
  status: 'received' as const,
  note: '매장에서 기기를 받았습니다.',
  at: new Date('2026-11-23T01:30:00Z'),
  link: 'https://vapore.example/user/service/view/7',
}

describe('A/S status mail', () => {
  it('names the request, its new status in Korean, the time in Seoul, the note and the link', () => {
    const mail = statusMailText(facts)
    expect(mail.subject).toBe('[바포레] A/S AS-20261123-0007 접수 완료')
    expect(mail.text).toContain('김고객 고객님, 안녕하세요.')
    expect(mail.text).toContain("'접수 완료' 상태가 되었습니다. (2026년 11월 23일 오전 10:30)")
    expect(mail.text).toContain('안내: 매장에서 기기를 받았습니다.')
    expect(mail.text).toContain('진행 상황 보기: https://vapore.example/user/service/view/7')
    expect(mail.html).toContain('<a href="https://vapore.example/user/service/view/7">')
  })

  it('escapes what staff wrote in the HTML, and leaves out a missing note and name', () => {
    const mail = statusMailText({ ...facts, customerName: null, note: '<b>침수</b> & 부식' })
    expect(mail.html).toContain('&#60;b&#62;침수&#60;/b&#62; &#38; 부식')
    expect(mail.html).not.toContain('<b>')
    expect(statusMailText({ ...facts, note: null }).text).not.toContain('안내:')
    expect(mail.text.startsWith('고객님, 안녕하세요.')).toBe(true)
  })

  it('names a trade-in and its credit once completed, with what comes next', () => {
    const mail = statusMailText({ ...facts, kind: 'trade-in', number: 'TI-20261123-0002', status: 'completed', note: null, credit: 35_000 })
    expect(mail.subject).toBe('[바포레] 보상 판매 TI-20261123-0002 보상 완료')
    expect(mail.text).toContain("신청하신 보상 판매(TI-20261123-0002)가 '보상 완료' 상태가 되었습니다.")
    expect(mail.text).toContain('지급 보상 금액: 35,000원')
    expect(mail.text).toContain('보상이 지급되었습니다.')
  })
})
