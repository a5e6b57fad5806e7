// 운영 지표 (/admin/insights): how the shops are doing over a period of Seoul weeks — each section
// of sections/ in turn, each figure a chart, its table and the table's CSV. A server component: the
// period, shop and survey question are query parameters, so every state has its own address and a
// CSV is the table shown. Every staff role reads it (access/readsInsights).
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { CSSProperties } from 'react'
import { readsInsights } from '@/access/readsInsights'
import { koreanDate } from '@storefront/rules/seoul-date'
import { BarChart } from './charts/BarChart'
import { cellText, type Figure, type Picker, type Section } from './figure'
import { filterParams, type InsightsFilter, insightsFilter, WEEK_CHOICES } from './period'
import { sections } from './sections'

const box: CSSProperties = { padding: 'var(--base)', border: '1px solid var(--theme-elevation-150)', borderRadius: 4, marginBottom: 'var(--base)' }
const muted: CSSProperties = { color: 'var(--theme-elevation-600)' }
const cell: CSSProperties = { padding: '4px 10px', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'right', whiteSpace: 'nowrap' }
const rowHead: CSSProperties = { ...cell, textAlign: 'left', fontWeight: 'normal' }

const BASE = '/admin/insights'

function FigureView({ section, figure, filter }: { section: Section; figure: Figure; filter: InsightsFilter }) {
  const csv = filterParams(filter)
  csv.set('format', 'csv')
  csv.set('figure', figure.key)
  return (
    <figure style={{ margin: '0 0 var(--base)' }} data-figure={`${section.key}/${figure.key}`}>
      <BarChart figure={figure} />
      <div style={{ overflowX: 'auto', marginTop: 8 }}>
        <table style={{ borderCollapse: 'collapse', minWidth: '50%' }}>
          <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{figure.caption}</caption>
          <thead>
            <tr>
              <th scope="col" style={rowHead}>
                {figure.rowHeader}
              </th>
              {figure.series.map((series) => (
                <th key={series.key} scope="col" style={cell}>
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figure.rows.length === 0 ? (
              <tr>
                <td colSpan={figure.series.length + 1} style={rowHead}>
                  이 기간에는 없습니다.
                </td>
              </tr>
            ) : (
              figure.rows.map((row, index) => (
                <tr key={`${row}-${index}`}>
                  <th scope="row" style={rowHead}>
                    {row}
                  </th>
                  {figure.series.map((series) => (
                    <td key={series.key} style={cell} data-series={series.key}>
                      {cellText(series.values[index] ?? null, series.format)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {figure.note && <p style={{ ...muted, margin: '4px 0 0' }}>{figure.note}</p>}
      <p style={{ margin: '4px 0 0' }}>
        <a href={`/api/insights/${section.key}?${csv}`} download>
          표 CSV 내려받기<span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>: {figure.caption}</span>
        </a>
      </p>
    </figure>
  )
}

function Filters({ filter, shops, pickers }: { filter: InsightsFilter; shops: { id: number; name: string }[]; pickers: Picker[] }) {
  const keep = (changes: Record<string, string | null>) => {
    const params = filterParams(filter)
    params.delete('from')
    params.delete('to')
    for (const [name, value] of Object.entries(changes))
      if (value === null) params.delete(name)
      else params.set(name, value)
    return `${BASE}?${params}`
  }
  return (
    <div style={{ ...box, display: 'grid', gap: 12 }}>
      <nav aria-label="기간" style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <span>기간:</span>
        {WEEK_CHOICES.map((weeks) =>
          filter.preset === weeks ? (
            <strong key={weeks} aria-current="page">
              최근 {weeks}주
            </strong>
          ) : (
            <a key={weeks} href={keep({ weeks: String(weeks) })}>
              최근 {weeks}주
            </a>
          ),
        )}
      </nav>
      <form method="get" action={BASE} aria-label="보기 조건" style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        {filter.preset && <input type="hidden" name="weeks" value={filter.preset} />}
        <label style={{ display: 'grid', gap: 4 }}>
          시작일
          <input type="date" name="from" defaultValue={filter.range?.from ?? ''} />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          종료일
          <input type="date" name="to" defaultValue={filter.range?.to ?? ''} />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          매장
          <select name="shop" defaultValue={filter.shop ?? ''}>
            <option value="">모든 매장</option>
            {shops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </select>
        </label>
        {pickers.map((picker) => (
          <label key={picker.name} style={{ display: 'grid', gap: 4 }}>
            {picker.label}
            <select name={picker.name} defaultValue={filter[picker.name] ?? ''}>
              {[...new Set(picker.options.map(({ group }) => group))].map((group) => (
                <optgroup key={group} label={group}>
                  {picker.options
                    .filter((option) => option.group === group)
                    .map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </label>
        ))}
        <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
          적용
        </button>
      </form>
      <p style={{ ...muted, margin: 0 }}>
        {koreanDate(filter.from)} ~ {koreanDate(new Date(filter.to.getTime() - 1))} (한국 시간, 주는 월요일부터) · {filter.weeks.length}주
        {filter.shop ? ` · ${shops.find(({ id }) => id === filter.shop)?.name ?? `매장 #${filter.shop}`}` : ' · 모든 매장'}
      </p>
      {filter.problem && (
        <p role="alert" style={{ margin: 0, color: 'var(--theme-error-500)' }}>
          {filter.problem}
        </p>
      )}
    </div>
  )
}

export async function InsightsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const template = { i18n: req.i18n, locale, params, payload: req.payload, permissions, searchParams, user: req.user ?? undefined, visibleEntities }
  if (!readsInsights(req.user)) {
    return (
      <DefaultTemplate {...template}>
        <Gutter>
          <h1>운영 지표</h1>
          <p role="alert">운영 지표를 볼 권한이 없습니다.</p>
        </Gutter>
      </DefaultTemplate>
    )
  }
  const filter = insightsFilter(searchParams as Record<string, string | string[] | undefined>)
  const [shops, pickers, loaded] = await Promise.all([
    req.payload.find({ collection: 'shops', depth: 0, pagination: false, sort: 'name', select: { name: true }, where: { active: { equals: true } } }),
    Promise.all(sections.flatMap((section) => (section.picker ? [section.picker(req.payload)] : []))),
    Promise.all(sections.map(async (section) => ({ section, figures: await section.load(req.payload, filter) }))),
  ])
  return (
    <DefaultTemplate {...template}>
      <Gutter>
        <div style={{ paddingBlock: 'var(--base)' }}>
          <h1 style={{ marginTop: 0 }}>운영 지표</h1>
          <Filters filter={filter} shops={shops.docs.map(({ id, name }) => ({ id, name }))} pickers={pickers} />
          {loaded.map(({ section, figures }) => (
            <section key={section.key} aria-labelledby={`insights-${section.key}`} data-section={section.key} style={box}>
              <h2 id={`insights-${section.key}`} style={{ margin: '0 0 4px' }}>
                {section.title}
              </h2>
              <p style={{ ...muted, margin: '0 0 12px' }}>
                {section.description}
                {filter.shop && !section.byShop && ' 고른 매장은 이 항목에 적용되지 않습니다.'}
              </p>
              {figures.length === 0 ? (
                <p style={muted}>보여 드릴 것이 없습니다.</p>
              ) : (
                figures.map((figure) => <FigureView key={figure.key} section={section} figure={figure} filter={filter} />)
              )}
            </section>
          ))}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
