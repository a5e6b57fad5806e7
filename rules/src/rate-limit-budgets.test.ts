import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { RATE_LIMITS, rateLimitTable } from './rate-limit-budgets'

const product = readFileSync(join(import.meta.dirname, '../../docs/product.md'), 'utf8')

describe('the rate limits', () => {
  it('are explained in docs/product.md by the very table the code holds', () => {
    // The section's table, from its header row to the first line that is no row.
    const section = product.slice(product.indexOf('### Rate limits'))
    const table = section.slice(section.indexOf('| limit |')).split('\n')
    const rows = table.slice(
      0,
      table.findIndex((line) => !line.startsWith('|')),
    )
    expect(rows.join('\n')).toBe(rateLimitTable())
  })

  it('keep every fine limit below its address’s ceiling', () => {
    for (const [name, budgets] of Object.entries(RATE_LIMITS)) {
      const { perAddress, ...fine } = budgets as Record<string, { points: number; duration: number }>
      for (const [key, budget] of Object.entries(fine)) {
        if (key !== 'uploadBytesPerDay') expect(budget.points, `${name}.${key}`).toBeLessThan(perAddress!.points)
      }
    }
  })
})
