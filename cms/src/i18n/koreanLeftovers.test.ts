import { describe, expect, it } from 'vitest'
import { koreanFor } from './koreanLeftovers'

describe('koreanFor', () => {
  it('gives the table menu its Korean, counts included, from the pieces React writes it in', () => {
    expect(koreanFor('Insert row above')).toBe('위에 행 추가')
    expect(koreanFor('Insert 2 rows below')).toBe('아래에 행 2개 추가')
    expect(koreanFor('Insert column left')).toBe('왼쪽에 열 추가')
    expect(koreanFor('Insert 3 columns right')).toBe('오른쪽에 열 3개 추가')
    expect(koreanFor('Remove column header')).toBe('열 머리글 해제')
    expect(koreanFor('Add row header')).toBe('행 머리글로 지정')
    expect(koreanFor('Delete table')).toBe('표 삭제')
  })

  it('names a dialog about one record by what it asks, not by its slug and number', () => {
    expect(koreanFor('delete-8')).toBe('삭제 확인')
    expect(koreanFor('confirm-un-publish-12')).toBe('게시 취소 확인')
    expect(koreanFor('leave-without-saving')).toBe('저장하지 않고 나가기')
    expect(koreanFor('Close toast')).toBe('알림 닫기')
    expect(koreanFor('service-requests-8')).toBeUndefined()
  })

  it('puts the menu button’s words in Korean order and names a record’s number in Korean', () => {
    expect(koreanFor('열기 메뉴')).toBe('메뉴 열기')
    expect(koreanFor('닫기 메뉴')).toBe('메뉴 닫기')
    expect(koreanFor('ID:')).toBe('번호')
    expect(koreanFor('메뉴 열기')).toBeUndefined()
  })

  it('reads runs of spaces as one, turns American times Korean, and leaves what it does not know', () => {
    expect(koreanFor('  Add\n block ')).toBe('블록 추가')
    expect(koreanFor('Nov 25, 2026, 8:29 PM')).toBe('2026년 11월 25일 오후 8:29')
    expect(koreanFor('Insert row sideways')).toBeUndefined()
    expect(koreanFor('')).toBeUndefined()
  })
})
