import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, FlattenedField, PayloadRequest } from 'payload'
import { escapeHtml } from '@/requests/mail/mailHtml'
import { formatFileSize } from '@storefront/rules/file-size'
import { koreanDate, koreanDateTime } from '@storefront/rules/seoul-date'
import type { Answer, Question } from '@storefront/rules/survey-answers'
import { MY_DATA_SECTIONS, type MyData } from './collectMyData'

type Doc = Record<string, unknown>
type Id = number | string
type Context = {
  req: PayloadRequest
  /** The customer: a link to them reads "본인". */
  self: Id
  /** Every record the data links to, by collection and id. */
  linked: Map<string, Map<Id, Doc>>
}

/** Payload's own fields, hidden from the panel, that still tell the customer something: when a record was made, and their file. */
const PAYLOAD_FACTS = new Set(['createdAt', 'filename', 'mimeType', 'filesize'])

/**
 * What the page leaves out (the JSON file keeps it all): fields the admin panel never shows, which
 * are the system's own (search and idempotency keys, hashes, storage addresses, row ids, when a
 * record last changed); virtual and join fields (joined records have a section of their own); and
 * links to staff accounts, which customers are never shown (작성 and 처리자 구분 say staff did it).
 */
function shown(field: FlattenedField): boolean {
  const admin = (field.admin ?? {}) as { hidden?: boolean; disabled?: boolean }
  if ((admin.hidden || admin.disabled || ('hidden' in field && field.hidden)) && !PAYLOAD_FACTS.has(field.name)) return false
  if (field.type === 'join' || ('virtual' in field && field.virtual)) return false
  return !((field.type === 'relationship' || field.type === 'upload') && field.relationTo === 'users')
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
const say = (req: PayloadRequest, label: unknown): string => (label ? String(getTranslation(label as string, req.i18n)) : '')
const fieldsOf = (req: PayloadRequest, collection: string): FlattenedField[] => req.payload.collections[collection as CollectionSlug].config.flattenedFields

/** The [collection, id] of each record `value` of a relationship or upload field names. */
function targets(field: FlattenedField, value: unknown): [string, Id][] {
  if (field.type !== 'relationship' && field.type !== 'upload') return []
  return [value].flat().flatMap((item) => {
    if (isEmpty(item)) return []
    if (typeof field.relationTo === 'string') return [[field.relationTo, item as Id]]
    const { relationTo, value: id } = item as { relationTo: string; value: Id }
    return [[relationTo, id]]
  })
}

/** Adds every record `doc` links to, at any depth, to `found`. */
function collectLinks(fields: FlattenedField[], doc: Doc, found: Map<string, Set<Id>>) {
  for (const field of fields.filter(shown)) {
    const value = doc[field.name]
    if (isEmpty(value)) continue
    for (const [collection, id] of targets(field, value)) found.set(collection, (found.get(collection) ?? new Set()).add(id))
    if ('flattenedFields' in field) for (const row of [value].flat() as Doc[]) collectLinks(field.flattenedFields, row, found)
  }
}

/** The linked records, one query per collection; a device with its product, named by both. */
async function linkedRecords(req: PayloadRequest, data: MyData): Promise<Context['linked']> {
  const found = new Map<string, Set<Id>>()
  collectLinks(fieldsOf(req, 'customers'), data.customer, found)
  for (const { key, collection } of MY_DATA_SECTIONS) for (const doc of data[key]) collectLinks(fieldsOf(req, collection), doc, found)
  found.delete('customers')
  const entries = await Promise.all(
    [...found].map(async ([collection, ids]) => {
      const devices = collection === 'devices'
      const { docs } = await req.payload.find({
        collection: collection as CollectionSlug,
        where: { id: { in: [...ids] } },
        pagination: false,
        depth: devices ? 1 : 0,
        ...(devices && { select: { serialNumber: true, product: true }, populate: { products: { name: true } } }),
      })
      return [collection, new Map((docs as unknown as Doc[]).map((doc) => [doc.id as Id, doc]))] as const
    }),
  )
  return new Map(entries)
}

/** A linked record as a person knows it: its title (a device by serial and model), not its id. */
function nameOf(ctx: Context, collection: string, id: Id): string {
  if (collection === 'customers') return id === ctx.self ? '본인' : '다른 회원'
  const config = ctx.req.payload.collections[collection as CollectionSlug].config
  const doc = ctx.linked.get(collection)?.get(id)
  if (!doc) return `삭제된 ${say(ctx.req, config.labels.singular)}`
  const product = doc.product as Doc | null | undefined
  if (collection === 'devices' && product?.name) return `${doc.serialNumber} (${product.name})`
  const title = config.admin.useAsTitle && doc[config.admin.useAsTitle]
  return title ? String(title) : `${say(ctx.req, config.labels.singular)} ${id}`
}

/** Answers as the survey asked them: its question, then the answer (a rating in points). */
function answersTable(ctx: Context, response: Doc): string {
  const survey = ctx.linked.get('surveys')?.get(response.survey as Id)
  const questions = (survey?.questions ?? []) as Question[]
  const rows = (response.answers as Answer[]).map(({ question, value }) => {
    const asked = questions.find(({ id }) => id === question)
    const answer = asked?.blockType === 'rating' ? `${value}점` : [value].flat().join(', ')
    return `<tr><td>${escapeHtml(asked?.question ?? '삭제된 질문')}</td><td>${escapeHtml(answer)}</td></tr>`
  })
  return `<table><thead><tr><th scope="col">질문</th><th scope="col">답</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
}

/** A value of no known shape, still without its keys: its values as a list. */
function plain(value: unknown): string {
  if (value === null || typeof value !== 'object') return escapeHtml(String(value))
  return `<ul>${Object.values(value)
    .filter((item) => !isEmpty(item))
    .map((item) => `<li>${plain(item)}</li>`)
    .join('')}</ul>`
}

/** The HTML of `field`'s `value` in `doc`, or null when there is nothing to show. */
function cell(ctx: Context, field: FlattenedField, value: unknown, doc: Doc): string | null {
  if (isEmpty(value)) return null
  const each = <T>(format: (item: T) => string) => escapeHtml(([value].flat() as T[]).map(format).join(', '))
  switch (field.type) {
    case 'group':
    case 'tab':
      return table(ctx, field.flattenedFields, value as Doc)
    case 'array':
      return list(ctx, field.flattenedFields, value as Doc[])
    case 'checkbox':
      return value ? '예' : '아니요'
    case 'select':
    case 'radio':
      return each((code: string) => {
        const option = field.options.find((option) => (typeof option === 'string' ? option : option.value) === code)
        return typeof option === 'object' ? say(ctx.req, option.label) : code
      })
    case 'date':
      return each((date: string) => (field.admin?.date?.pickerAppearance === 'dayOnly' ? koreanDate(date) : koreanDateTime(date)))
    case 'number':
      return each((number: number) => (field.name === 'filesize' ? formatFileSize(number) : number.toLocaleString('ko-KR')))
    case 'relationship':
    case 'upload':
      return escapeHtml(
        targets(field, value)
          .map(([collection, id]) => nameOf(ctx, collection, id))
          .join(', '),
      )
    case 'json':
      // A survey's answers name their questions by id: shown with the question's text.
      if (field.name === 'answers' && 'survey' in doc) return answersTable(ctx, doc)
      return plain(value)
    default:
      return plain(value)
  }
}

/** A record (or a group) as rows of label and value; null when every field is empty. */
function table(ctx: Context, fields: FlattenedField[], doc: Doc): string | null {
  const rows = fields.filter(shown).flatMap((field) => {
    const html = cell(ctx, field, doc[field.name], doc)
    return html === null ? [] : [`<tr><th scope="row">${escapeHtml(say(ctx.req, field.label) || field.name)}</th><td>${html}</td></tr>`]
  })
  return rows.length ? `<table>${rows.join('')}</table>` : null
}

/** An array's rows as a table with a column for each field any row fills. */
function list(ctx: Context, fields: FlattenedField[], rows: Doc[]): string {
  const columns = fields.filter((field) => shown(field) && rows.some((row) => !isEmpty(row[field.name])))
  const head = columns.map((field) => `<th scope="col">${escapeHtml(say(ctx.req, field.label) || field.name)}</th>`).join('')
  const body = rows.map((row) => `<tr>${columns.map((field) => `<td>${cell(ctx, field, row[field.name], row) ?? '—'}</td>`).join('')}</tr>`)
  return `<table><thead><tr>${head}</tr></thead><tbody>${body.join('')}</tbody></table>`
}

/**
 * The same data as the JSON file, as a page a customer reads in any browser, offline: Korean
 * labels and values from the collections' own config (option labels, dates in Seoul, a day
 * without its time), linked records by name, groups and lists as tables. The system's bookkeeping
 * is left to the JSON file.
 */
export async function myDataHtml(req: PayloadRequest, data: MyData): Promise<string> {
  const ctx: Context = { req, self: data.customer.id as Id, linked: await linkedRecords(req, data) }
  const sections = MY_DATA_SECTIONS.map(({ key, collection, title }) => {
    const docs = data[key]
    const body = docs.length ? docs.map((doc) => table(ctx, fieldsOf(req, collection), doc) ?? '').join('') : '<p>없음</p>'
    return `<section><h2>${escapeHtml(title)} (${docs.length}건)</h2>${body}</section>`
  })
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>내 개인정보</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}table{border-collapse:collapse;width:100%;margin:0 0 1.5rem}th,td{border:1px solid #ccc;padding:.35rem .5rem;text-align:left;vertical-align:top;white-space:pre-wrap}th{background:#f5f5f5}th[scope=row]{width:14rem}td table{margin:0}td ul{margin:0;padding-left:1.2rem}</style>
</head><body>
<h1>내 개인정보</h1>
<p>${escapeHtml(koreanDateTime(data.exportedAt))} 기준으로 저희가 보관한 회원님의 정보 전부를 읽기 쉽게 정리했습니다. 시스템이 관리용으로만 쓰는 값까지 모두 담은 원본은 데이터 파일(JSON)로 내려받을 수 있습니다.</p>
<section><h2>회원 정보</h2>${table(ctx, fieldsOf(req, 'customers'), data.customer) ?? ''}</section>
${sections.join('\n')}
</body></html>`
}
