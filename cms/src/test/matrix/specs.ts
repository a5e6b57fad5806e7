// How the access matrix makes, reads, changes and deletes a document of each collection.
import { randomUUID } from 'node:crypto'
import type { CollectionSlug } from 'payload'
import { richText } from '@/seed/lexical'
import { createSerial, png, registerDevice, unique } from '../fixtures'
import { type Actor, type Context, surveyData } from './context'

export type Body = { json: Record<string, unknown> } | { form: FormData }
type Doc = { id: number }
type Change = { data: Record<string, unknown>; changed: (doc: Record<string, unknown>) => boolean }

export type Spec = {
  slug: CollectionSlug
  /** A fresh document; owned by `ctx.owner` where the collection has owners. */
  fixture: (ctx: Context) => Promise<Doc>
  /** A document the public must not see (draft, inactive), where the collection has such. */
  hidden?: (ctx: Context) => Promise<Doc>
  create: (ctx: Context, actor: Actor) => Promise<Body>
  /** A change `actor` is expected to be able to make to `doc`, and how to see it took. */
  change: (actor: Actor, doc: Record<string, unknown>) => Change
}

const set = (field: string, value: unknown): Change => ({ data: { [field]: value }, changed: (doc) => doc[field] === value })
const upload = async (data: Record<string, unknown>): Promise<Body> => {
  const file = await png()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.data)], { type: 'image/png' }), file.name)
  form.append('_payload', JSON.stringify(data))
  return { form }
}
const isConsumer = (actor: Actor) => Boolean(actor.customer)
/** Consumers file for themselves; an admin files for the owner. */
const filer = (ctx: Context, actor: Actor) => actor.customer ?? ctx.owner
/** Consumers cancel; staff take the flow's first step. */
const statusChange =
  (staffStep: string) =>
  (actor: Actor): Change =>
    set('status', isConsumer(actor) ? 'cancelled' : staffStep)
const webVital = () => ({ metric: 'LCP' as const, value: 1200, rating: 'good' as const, route: 'index', path: '/', device: 'mobile' as const, hydrated: false })
const later = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString()
const serviceProgram = () => ({
  name: `권한 확인 프로그램 ${unique()}`,
  offer: 'repair' as const,
  startsOn: later(-1),
  endsOn: later(30),
  notice: '권한 확인용 안내입니다.',
  batches: [`MTX-${unique()}`],
})

const post = (status: 'published' | 'draft') => ({ title: `권한 확인 ${unique()}`, category: 'notice', content: richText('본문'), _status: status })
const page = (status: 'published' | 'draft') => ({ title: '페이지', slug: `m-${randomUUID().slice(0, 8)}`, content: richText('본문'), _status: status })
const shop = (active: boolean) => ({
  name: `권한 확인 매장 ${unique()}`,
  kind: 'partner',
  region: 'seoul',
  district: '중구',
  address: '서울특별시 중구 세종대로 110',
  latitude: 37.56,
  longitude: 126.97,
  services: ['service', 'trade-in'],
  active,
})
const event = (ctx: Context, status: 'published' | 'draft') => ({
  title: `권한 확인 이벤트 ${unique()}`,
  startsAt: later(-1),
  endsAt: later(30),
  perCustomerLimit: 1,
  eligibleProducts: [{ product: ctx.product.id, credit: 1000 }],
  _status: status,
})
const returnAddress = { name: '김반송', phone: '010-2345-6789', postalCode: '06236', address: '서울 강남구 테헤란로 1' }
const serviceRequest = (device: number) => ({ device, symptom: 'power', description: '전원이 켜지지 않습니다.', method: 'mail', returnAddress })
const tradeIn = (ctx: Context, device: number) => ({ event: ctx.event.id, device, condition: { exterior: 'clean' }, method: 'mail' })

export const specs: Spec[] = [
  {
    slug: 'posts',
    fixture: ({ payload }) => payload.create({ collection: 'posts', data: post('published') as never }),
    hidden: ({ payload }) => payload.create({ collection: 'posts', data: post('draft') as never }),
    create: async () => ({ json: post('published') }),
    change: () => set('title', '제목 수정'),
  },
  {
    slug: 'pages',
    fixture: ({ payload }) => payload.create({ collection: 'pages', data: page('published') as never }),
    hidden: ({ payload }) => payload.create({ collection: 'pages', data: page('draft') as never }),
    create: async () => ({ json: page('published') }),
    change: () => set('title', '제목 수정'),
  },
  {
    slug: 'shops',
    fixture: ({ payload }) => payload.create({ collection: 'shops', data: shop(true) as never }),
    hidden: ({ payload }) => payload.create({ collection: 'shops', data: shop(false) as never }),
    create: async () => ({ json: shop(true) }),
    change: () => set('phone', '02-123-4567'),
  },
  {
    slug: 'trade-in-events',
    fixture: (ctx) => ctx.payload.create({ collection: 'trade-in-events', data: event(ctx, 'published') as never }),
    hidden: (ctx) => ctx.payload.create({ collection: 'trade-in-events', data: event(ctx, 'draft') as never }),
    create: async (ctx) => ({ json: event(ctx, 'published') }),
    change: () => set('summary', '요약 수정'),
  },
  {
    slug: 'surveys',
    fixture: ({ payload }) => payload.create({ collection: 'surveys', data: surveyData(true) }),
    hidden: ({ payload }) => payload.create({ collection: 'surveys', data: surveyData(true, 'draft') }),
    create: async () => ({ json: surveyData(true) }),
    change: () => set('description', '안내 수정'),
  },
  {
    slug: 'media',
    fixture: async ({ payload }) => payload.create({ collection: 'media', data: { alt: '권한 확인' }, file: await png() }),
    create: () => upload({ alt: '권한 확인' }),
    change: () => set('alt', '대체 텍스트 수정'),
  },
  {
    slug: 'redirects',
    fixture: ({ payload }) => payload.create({ collection: 'redirects', data: { from: `/m-${unique()}`, to: { type: 'custom', url: '/shops' }, type: '301' } }),
    create: async () => ({ json: { from: `/m-${unique()}`, to: { type: 'custom', url: 'https://smartstore.naver.com/vapore' }, type: '302' } }),
    change: () => set('type', '302'),
  },
  {
    slug: 'products',
    fixture: ({ payload, product }) =>
      payload.create({ collection: 'products', data: { name: '권한 확인 제품', code: `M-${unique()}`, image: product.image as number, warrantyMonths: 12 } }),
    create: async ({ product }) => ({ json: { name: '권한 확인 제품', code: `M-${unique()}`, image: product.image, warrantyMonths: 12 } }),
    change: () => set('name', '제품명 수정'),
  },
  {
    slug: 'serials',
    fixture: ({ payload, product }) => createSerial(payload, product),
    create: async ({ product }) => ({ json: { serialNumber: `M-${unique()}`, product: product.id } }),
    change: () => set('status', 'blocked'),
  },
  {
    slug: 'customers',
    // A consumer's record is theirs: the fixture is the owner's own (a fresh one where it is deleted).
    fixture: async ({ owner }) => owner,
    create: async () => ({ json: { firebaseUid: `matrix-${randomUUID()}`, email: `${randomUUID()}@storefront.test`, provider: 'password' } }),
    change: () => set('name', '이름 수정'),
  },
  {
    slug: 'devices',
    fixture: ({ payload, owner, product }) => registerDevice(payload, owner, product),
    create: async (ctx, _actor) => {
      const serial = await createSerial(ctx.payload, ctx.product)
      return { json: { serialNumber: serial.serialNumber, purchaseDate: new Date().toISOString(), customer: ctx.owner.id } }
    },
    // Consumers correct where they bought it; staff revoke a registration, with a note.
    change: (actor) =>
      isConsumer(actor)
        ? set('purchasePlace', '구입처 수정')
        : { data: { status: 'revoked', statusNote: '권한 확인: 등록 해지' }, changed: (doc) => doc.status === 'revoked' },
  },
  {
    slug: 'service-requests',
    fixture: async ({ payload, owner, product }) => {
      const device = await registerDevice(payload, owner, product)
      return payload.create({ collection: 'service-requests', data: serviceRequest(device.id) as never })
    },
    create: async (ctx, actor) => ({ json: serviceRequest((await registerDevice(ctx.payload, filer(ctx, actor), ctx.product)).id) }),
    change: statusChange('received'),
  },
  {
    slug: 'service-messages',
    // A message on the owner's open request; consumers write on their own, staff on anyone's.
    fixture: async ({ payload, owner, product }) => {
      const device = await registerDevice(payload, owner, product)
      const request = await payload.create({ collection: 'service-requests', data: serviceRequest(device.id) as never })
      return payload.create({ collection: 'service-messages', data: { request: request.id, body: '언제쯤 끝날까요?' } as never, user: owner })
    },
    create: async (ctx, actor) => {
      const device = await registerDevice(ctx.payload, filer(ctx, actor), ctx.product)
      const request = await ctx.payload.create({ collection: 'service-requests', data: serviceRequest(device.id) as never })
      return { json: { request: request.id, body: '사진을 더 보냅니다.' } }
    },
    change: () => set('body', '고친 내용'),
  },
  {
    slug: 'trade-ins',
    fixture: async (ctx) => {
      const device = await registerDevice(ctx.payload, ctx.owner, ctx.product)
      return ctx.payload.create({ collection: 'trade-ins', data: tradeIn(ctx, device.id) as never })
    },
    create: async (ctx, actor) => ({ json: tradeIn(ctx, (await registerDevice(ctx.payload, filer(ctx, actor), ctx.product)).id) }),
    change: statusChange('approved'),
  },
  {
    slug: 'survey-responses',
    // The owner's response to a survey that needs login and allows editing.
    fixture: async ({ payload, owner }) => {
      const survey = await payload.create({ collection: 'surveys', data: surveyData(true) })
      return payload.create({
        collection: 'survey-responses',
        data: { survey: survey.id, answers: [{ question: survey.questions[0].id, value: 3 }] },
        user: owner,
      })
    },
    // Consumers answer a survey that needs login, so the response is theirs; others the open one.
    create: async ({ payload, openSurvey }, actor) => {
      const survey = actor.customer ? await payload.create({ collection: 'surveys', data: surveyData(true) }) : openSurvey
      return { json: { survey: survey.id, answers: [{ question: survey.questions[0].id, value: 5 }] } }
    },
    change: (_actor, doc) => {
      const [{ question }] = doc.answers as { question: string }[]
      return { data: { answers: [{ question, value: 1 }] }, changed: (after) => (after.answers as { value: number }[])[0]?.value === 1 }
    },
  },
  {
    slug: 'attachments',
    fixture: async ({ payload, owner }) => payload.create({ collection: 'attachments', data: { kind: 'receipt' } as never, file: await png(), user: owner }),
    create: (ctx) => upload({ kind: 'receipt', customer: ctx.owner.id }),
    change: () => set('kind', 'photo'),
  },
  {
    slug: 'notices',
    // The record of a notice the jobs sent; nobody writes one over the API.
    fixture: ({ payload, owner }) =>
      payload.create({
        collection: 'notices',
        data: { key: `matrix:${randomUUID()}`, channel: 'email', state: 'sent', customer: owner.id },
        overrideAccess: true,
      }),
    create: async () => ({ json: { key: `matrix:${randomUUID()}`, channel: 'email', state: 'sent' } }),
    change: () => set('reason', '고친 사유'),
  },
  {
    slug: 'web-vitals',
    // A visit's Web Vitals: only the storefront's server writes them (its signed header, WebVitals.int.test.ts).
    fixture: ({ payload }) => payload.create({ collection: 'web-vitals', data: webVital(), overrideAccess: true }),
    create: async () => ({ json: webVital() }),
    change: () => set('route', 'forged'),
  },
  {
    slug: 'announcements',
    fixture: ({ payload }) =>
      payload.create({
        collection: 'announcements',
        data: { title: '권한 확인 이벤트', kind: 'survey', channel: 'text', body: '설문에 참여해 주세요.', state: 'draft' },
        overrideAccess: true,
      }),
    create: async () => ({ json: { title: '권한 확인 이벤트', kind: 'survey', channel: 'text', body: '설문에 참여해 주세요.' } }),
    change: () => set('body', '고친 본문'),
  },
  {
    slug: 'announcement-recipients',
    // A recipient's row the send job wrote; nobody writes one over the API.
    fixture: ({ payload, owner }) =>
      payload.create({
        collection: 'announcement-recipients',
        data: { key: `matrix:${randomUUID()}`, customer: owner.id, state: 'sent' },
        overrideAccess: true,
      }),
    create: async ({ owner }) => ({ json: { key: `matrix:${randomUUID()}`, customer: owner.id, state: 'sent' } }),
    change: () => set('reason', '고친 사유'),
  },
  {
    slug: 'service-programs',
    fixture: ({ payload }) => payload.create({ collection: 'service-programs', data: { ...serviceProgram(), state: 'draft' }, overrideAccess: true }),
    create: async () => ({ json: serviceProgram() }),
    change: () => set('notice', '고친 안내 문구'),
  },
  {
    slug: 'service-program-notices',
    // An owner's row the notify job wrote; nobody writes one over the API.
    fixture: ({ payload, owner }) =>
      payload.create({ collection: 'service-program-notices', data: { customer: owner.id, token: randomUUID() }, overrideAccess: true }),
    create: async ({ owner }) => ({ json: { customer: owner.id, token: randomUUID() } }),
    change: () => set('openedAt', new Date().toISOString()),
  },
  {
    slug: 'users',
    fixture: ({ payload }) =>
      payload.create({
        collection: 'users',
        data: { email: `matrix-${randomUUID()}@storefront.test`, name: '권한 확인', role: 'staff', password: randomUUID() },
      }),
    create: async () => ({ json: { email: `matrix-${randomUUID()}@storefront.test`, name: '권한 확인', role: 'staff', password: randomUUID() } }),
    change: () => set('name', '이름 수정'),
  },
  // Teams (docs/decisions/0077): admins form them; every staff member may see who leads whom.
  {
    slug: 'teams',
    fixture: ({ payload }) => payload.create({ collection: 'teams', data: { name: `권한 확인 팀 ${randomUUID().slice(0, 8)}` } }),
    create: async () => ({ json: { name: `새 팀 ${randomUUID().slice(0, 8)}` } }),
    change: () => set('name', '이름 바꾼 팀'),
  },
  {
    slug: 'data-requests',
    fixture: ({ payload, owner }) =>
      payload.create({ collection: 'data-requests', data: { customer: owner.id, kind: 'delete', details: '탈퇴 전 기록을 지워 주세요.', status: 'received' } }),
    create: async (ctx, actor) => ({ json: { kind: 'correct', details: '이름 철자를 고쳐 주세요.', customer: filer(ctx, actor).id } }),
    change: () => set('status', 'in-progress'),
  },
  // Written only by recordAccess and the daily review: every role is refused a create, an update and a delete.
  {
    slug: 'access-records',
    fixture: ({ payload, owner }) =>
      payload.create({
        collection: 'access-records',
        data: { staffEmail: 'matrix@storefront.test', operation: 'read', resource: 'customers', customers: ` ${owner.id} `, documents: ` ${owner.id} ` },
      }),
    create: async (ctx) => ({ json: { staffEmail: 'forged@storefront.test', operation: 'read', resource: 'customers', customers: ` ${ctx.owner.id} ` } }),
    change: () => set('staffEmail', 'forged@storefront.test'),
  },
  // Written only by recordPermissionChange: every role is refused a create, an update and a delete.
  {
    slug: 'permission-records',
    fixture: ({ payload }) =>
      payload.create({ collection: 'permission-records', data: { change: 'created', memberEmail: 'matrix@storefront.test', to: '스태프' } }),
    create: async () => ({ json: { change: 'created', memberEmail: 'forged@storefront.test', to: '관리자' } }),
    change: () => set('to', '관리자'),
  },
  {
    slug: 'access-alerts',
    fixture: ({ payload }) =>
      payload.create({
        collection: 'access-alerts',
        data: { key: `matrix-${randomUUID()}`, kind: 'reads', day: '2026-01-01', staffEmail: 'matrix@storefront.test', customersRead: 999, threshold: 300 },
      }),
    create: async () => ({ json: { key: `forged-${randomUUID()}`, day: '2026-01-01', customersRead: 0, threshold: 300 } }),
    change: () => set('note', '확인했습니다.'),
  },
]
