import { describe, expect, it } from 'vitest'
import { messageMailText } from './messageMailText'

const facts = {
  brandName: '바포레',
  number: 'AS-20261125-0001',
  customerName: '김고객',
  body: '첫 줄\n<b>둘째 줄</b>',
  photoCount: 2,
  at: new Date('2026-11-25T05:08:00.000Z'),
  link: 'https://vapore.example/user/service/view/1',
}

describe('conversation mails', () => {
  it('tells the customer a reply came, with its words and a link to answer', () => {
    const mail = messageMailText({ ...facts, to: 'customer' })
    expect(mail.subject).toBe('[바포레] A/S AS-20261125-0001 답변이 도착했습니다')
    expect(mail.text).toContain('김고객 고객님, 안녕하세요.')
    expect(mail.text).toContain('첫 줄\n<b>둘째 줄</b>')
    expect(mail.text).toContain('답변 보기·메시지 남기기: https://vapore.example/user/service/view/1')
    // HTML: the words escaped, the link a link.
    expect(mail.html).toContain('&#60;b&#62;둘째 줄&#60;/b&#62;')
    expect(mail.html).toContain('<a href="https://vapore.example/user/service/view/1">')
  })

  it('tells staff what the customer wrote and how many photos came with it', () => {
    const mail = messageMailText({ ...facts, to: 'staff', link: 'https://cms.example/admin/collections/service-requests/1' })
    expect(mail.subject).toBe('[바포레] A/S AS-20261125-0001 고객 메시지')
    expect(mail.text).toContain('김고객님이 메시지를 남겼습니다.')
    expect(mail.text).toContain('사진 2장이 함께 올라왔습니다.')
    expect(mail.text).toContain('신청 보기·답변하기: https://cms.example/admin/collections/service-requests/1')
  })
})
