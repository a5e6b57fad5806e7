import type { Payload } from 'payload'
import { koreanDateTime } from '@storefront/rules/seoul-date'
import { MY_DATA_SECTIONS, type MyData } from './collectMyData'

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** A value as a person reads it: times in Korea time, yes/no in Korean, nested values as indented JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? '예' : '아니요'
  if (typeof value === 'string') return ISO_TIME.test(value) ? koreanDateTime(value) : value
  if (typeof value === 'number') return String(value)
  return JSON.stringify(value, null, 2)
}

/** The Korean label of each top-level field of `collection`, from its config. */
function labelsOf(payload: Payload, collection: string): Map<string, string> {
  const labels = new Map<string, string>([
    ['id', '번호'],
    ['createdAt', '만든 때'],
    ['updatedAt', '고친 때'],
  ])
  for (const field of payload.collections[collection as 'customers']?.config.flattenedFields ?? []) {
    const label = 'label' in field ? field.label : undefined
    if (typeof label === 'string') labels.set(field.name, label)
    else if (label && typeof label === 'object' && 'ko' in label) labels.set(field.name, String(label.ko))
  }
  return labels
}

function table(payload: Payload, collection: string, doc: Record<string, unknown>): string {
  const labels = labelsOf(payload, collection)
  const rows = Object.entries(doc).map(([key, value]) => {
    const text = shown(value)
    const cell = text.includes('\n') ? `<pre>${escape(text)}</pre>` : escape(text)
    return `<tr><th scope="row">${escape(labels.get(key) ?? key)}</th><td>${cell}</td></tr>`
  })
  return `<table>${rows.join('')}</table>`
}

/** The same data as the JSON file, as a page a person reads in any browser, offline. */
export function myDataHtml(payload: Payload, data: MyData): string {
  const sections = MY_DATA_SECTIONS.map(({ key, collection, title }) => {
    const docs = data[key]
    const body = docs.length ? docs.map((doc) => table(payload, collection, doc)).join('') : '<p>없음</p>'
    return `<section><h2>${escape(title)} (${docs.length}건)</h2>${body}</section>`
  })
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>내 개인정보</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}table{border-collapse:collapse;width:100%;margin:0 0 1.5rem}th,td{border:1px solid #ccc;padding:.35rem .5rem;text-align:left;vertical-align:top}th{width:14rem;background:#f5f5f5}pre{margin:0;white-space:pre-wrap}</style>
</head><body>
<h1>내 개인정보</h1>
<p>${escape(koreanDateTime(data.exportedAt))} 기준으로 저희가 보관한 회원님의 정보 전부입니다.</p>
<section><h2>회원 정보</h2>${table(payload, 'customers', data.customer)}</section>
${sections.join('\n')}
</body></html>`
}
