import { describe, expect, it } from 'vitest'
import { englishWords } from './english-words'

describe('English left in the admin panel', () => {
  it('finds words in capitals that are not an abbreviation staff read as they are', () => {
    expect(englishWords('API')).toEqual(['API'])
    expect(englishWords('Firebase UID')).toEqual(['UID'])
    expect(englishWords('CSV 파일의 ID 열')).toEqual([])
  })

  it('finds the words of a slug that carries a record’s number', () => {
    expect(englishWords('delete-8')).toEqual(['delete'])
    expect(englishWords('confirm-un-publish-12')).toEqual(['confirm', 'un', 'publish'])
  })

  it('leaves out identifiers, addresses, names and single letters', () => {
    expect(englishWords('VP-AIR-0001 · staff-1a2b3c@example.com · /admin/login · photo.webp')).toEqual([])
    expect(englishWords('A/S 접수 · Kakao 로그인')).toEqual([])
    expect(englishWords('Close toast')).toEqual(['Close', 'toast'])
  })
})
