import { describe, expect, it } from 'vitest'
import { parseTextSearch, stringifyTextSearch } from './search-text'

describe('query strings as text', () => {
  it('reads words that look like JSON as the words they are', () => {
    expect(parseTextSearch('?q=396&code=1e999&word=true&none=null&quoted=%22%ED%99%8D%EB%8C%80%22')).toEqual({
      q: '396',
      code: '1e999',
      word: 'true',
      none: 'null',
      quoted: '"홍대"',
    })
  })

  it('writes them back as they were given, so an address read and written again is the same address', () => {
    for (const search of ['?q=396', '?q=10140899&page=2', '?q=%EA%B0%95%EB%82%A8+%EC%A7%81%EC%98%81%EC%A0%90', '?redirect=%2Fuser%2Fservice'])
      expect(stringifyTextSearch(parseTextSearch(search))).toBe(search)
  })

  it('writes numbers as digits and leaves absent values out', () => {
    expect(stringifyTextSearch({ region: 'seoul', page: 3, q: undefined, kind: null })).toBe('?region=seoul&page=3')
    expect(stringifyTextSearch({})).toBe('')
  })
})
