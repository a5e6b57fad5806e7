import { describe, expect, it } from 'vitest'
import { filterOf, formatAge, whereFromParams } from './queue'

describe('the A/S queue', () => {
  it('says ages as staff read them', () => {
    expect([formatAge(0.2), formatAge(7.9), formatAge(24), formatAge(5 * 24 + 3.5)]).toEqual(['방금', '7시간', '1일', '5일 3시간'])
  })

  it('reads the list’s filter from the address, and counts per status without its status condition', () => {
    const where = whereFromParams({
      'where[and][0][status][in]': 'requested,received',
      'where[and][1][shop][equals]': '3',
      'where[and][2][inWarranty][equals]': 'true',
      sort: 'createdAt',
      'where[or][0][description][like]': 'x',
    })
    expect(where).toEqual({ and: [{ status: { in: ['requested', 'received'] } }, { shop: { equals: '3' } }, { inWarranty: { equals: 'true' } }] })
    expect(filterOf(where)).toEqual({ and: [{ shop: { equals: '3' } }, { inWarranty: { equals: 'true' } }] })
    expect(whereFromParams({ page: '2' })).toBeUndefined()
    // The search box's words are looked for where the list looks for them; an empty search is none.
    expect(whereFromParams({ search: ' 김민 ', 'where[and][0][shop][equals]': '3' })).toEqual({
      and: [{ or: [{ searchKeys: { like: '김민' } }] }, { shop: { equals: '3' } }],
    })
    expect(whereFromParams({ search: '  ' })).toBeUndefined()
  })
})
