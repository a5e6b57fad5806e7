import { describe, expect, it } from 'vitest'
import { creditFor, gradeOf, inspectionNote, payoutText } from './trade-in'

describe('trade-in grades', () => {
  it('grade the answers: damage or no power is C, signs of use or a missing accessory B, else A', () => {
    expect(gradeOf({ exterior: 'clean', powersOn: true, accessories: true })).toBe('A')
    expect(gradeOf({ exterior: 'worn', powersOn: true, accessories: true })).toBe('B')
    expect(gradeOf({ exterior: 'clean', powersOn: true, accessories: false })).toBe('B')
    expect(gradeOf({ exterior: 'worn', powersOn: false, accessories: false })).toBe('C')
    expect(gradeOf({ exterior: 'damaged', powersOn: true, accessories: true })).toBe('C')
    // Not answered yet (the form, before a choice): no grade, and no price to show.
    expect(gradeOf({ powersOn: true, accessories: true })).toBeNull()
  })

  it('price a grade from the event’s offer; a grade without its own amount takes the one above', () => {
    const offer = { credit: 50_000, creditB: 35_000, creditC: 10_000 }
    expect([creditFor(offer, 'A'), creditFor(offer, 'B'), creditFor(offer, 'C')]).toEqual([50_000, 35_000, 10_000])
    expect([creditFor({ credit: 50_000 }, 'B'), creditFor({ credit: 50_000, creditB: 30_000 }, 'C'), creditFor({ credit: 50_000, creditC: 0 }, 'C')]).toEqual([
      50_000, 30_000, 0,
    ])
  })
})

describe('trade-in inspection and payout', () => {
  it('explain the credit staff confirm: the grade, and by how much and why when it differs from the estimate', () => {
    expect(inspectionNote({ grade: 'A', expected: 50_000, credit: 50_000, reason: null })).toBe(
      '검수 결과 A등급(깨끗하고 전원이 켜지며 구성품이 모두 있음)으로 확인되었습니다. 보상 금액은 50,000원입니다.',
    )
    expect(inspectionNote({ grade: 'C', expected: 50_000, credit: 10_000, reason: '화면 모서리 깨짐' })).toBe(
      '검수 결과 C등급(파손이 있거나 전원이 켜지지 않음)으로 확인되었습니다. 보상 금액이 예상 50,000원에서 10,000원으로 40,000원 줄었습니다. 사유: 화면 모서리 깨짐',
    )
    expect(inspectionNote({ grade: 'A', expected: 35_000, credit: 50_000, reason: null })).toContain('35,000원에서 50,000원으로 15,000원 늘었습니다.')
  })

  it('say when and how the credit is paid, and nothing for an event that set no method', () => {
    expect(payoutText('bank-transfer', 3)).toBe('보상 금액은 검수가 끝나고 3영업일 안에 계좌로 이체해 드립니다. 받으실 계좌는 담당자가 전화로 확인합니다.')
    expect(payoutText('store-credit', null)).toMatch(/^보상 금액은 검수가 끝나면 회원 적립금으로 넣어 드립니다/)
    expect(payoutText(null, 3)).toBeNull()
  })
})
