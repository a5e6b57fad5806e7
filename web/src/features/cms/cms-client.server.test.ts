import { describe, expect, it } from 'vitest'
import { queryString } from './cms-client.server'

describe('queryString', () => {
  it("writes nested where clauses and selected fields in Payload's bracket notation", () => {
    const query = queryString({ pagination: false, depth: 0, where: { active: { equals: true } }, select: ['name', 'kind'] })
    expect(decodeURIComponent(query)).toBe('?pagination=false&depth=0&where[active][equals]=true&select[name]=true&select[kind]=true')
  })

  it('writes lists by index, as Payload reads them', () => {
    expect(decodeURIComponent(queryString({ where: { id: { in: [3, 5] } } }))).toBe('?where[id][in][0]=3&where[id][in][1]=5')
  })

  it('leaves out what is not given', () => {
    expect(queryString()).toBe('')
    expect(queryString({ depth: undefined, sort: '-publishedAt' })).toBe('?sort=-publishedAt')
  })
})
