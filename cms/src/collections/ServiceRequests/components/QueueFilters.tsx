'use client'
// The queue's filters: by shop, method, warranty, symptom and service program. They set the list's own `where` in
// the address, so the list below and the queue's figures above show the same requests.
import { useRouter, useSearchParams } from 'next/navigation'
import { serviceMethods, symptoms } from '@storefront/rules/service-request'

const FIELDS = ['shop', 'method', 'inWarranty', 'symptom', 'program'] as const
type Field = (typeof FIELDS)[number]

/** The value the address gives `field` (where[and][i][field][equals]), or ''. */
function current(params: URLSearchParams, field: Field): string {
  for (const [key, value] of params) if (new RegExp(`^where\\[and\\]\\[\\d+\\]\\[${field}\\]\\[equals\\]$`).test(key)) return value
  return ''
}

type Named = { id: number; name: string }[]

export function QueueFilters({ shops, programs }: { shops: Named; programs: Named }) {
  const router = useRouter()
  const params = new URLSearchParams(useSearchParams().toString())

  const change = (field: Field, value: string) => {
    const chosen = Object.fromEntries(FIELDS.map((name) => [name, name === field ? value : current(params, name)]))
    const next = new URLSearchParams()
    // The list's status condition stays; the other filters are rewritten from the choices.
    for (const [key, kept] of params)
      if (/^where\[and\]\[\d+\]\[status\]/.test(key) || key === 'sort' || key === 'limit') next.append(key.replace(/\[\d+\]/, '[0]'), kept)
    let index = next.has('where[and][0][status][in]') || next.has('where[and][0][status][equals]') ? 1 : 0
    for (const name of FIELDS) if (chosen[name]) next.append(`where[and][${index++}][${name}][equals]`, chosen[name]!)
    router.push(`?${next}`)
  }

  const select = (field: Field, label: string, options: { value: string; label: string }[]) => (
    <label style={{ display: 'grid', gap: 4 }}>
      {label}
      <select value={current(params, field)} onChange={(event) => change(field, event.currentTarget.value)}>
        <option value="">전체</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }} role="group" aria-label="A/S 필터">
      {select(
        'shop',
        '매장',
        shops.map((shop) => ({ value: String(shop.id), label: shop.name })),
      )}
      {select('method', '접수 방법', [...serviceMethods])}
      {select('inWarranty', '보증', [
        { value: 'true', label: '보증 내' },
        { value: 'false', label: '보증 만료' },
      ])}
      {select('symptom', '증상', [...symptoms])}
      {select(
        'program',
        '무상 수리 프로그램',
        programs.map((program) => ({ value: String(program.id), label: program.name })),
      )}
    </div>
  )
}
