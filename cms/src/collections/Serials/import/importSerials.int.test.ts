import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product, User } from '@/payload-types'
import { createProduct, unique } from '@/test/fixtures'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'

describe('POST /api/serials/import: genuine serials from a CSV, all or nothing', () => {
  let payload: Payload
  let plain: Product
  let coded: Product
  let manager: { user: User; headers: Record<string, string> }
  let staff: { user: User; headers: Record<string, string> }
  const batch = unique()
  const serial = (n: number) => `IMP-${batch}-${String(n).padStart(3, '0')}`

  const upload = (csv: string, headers: Record<string, string>) => {
    const body = new FormData()
    body.append('file', new Blob([csv], { type: 'text/csv' }), 'serials.csv')
    return rest('/serials/import', { method: 'POST', body, headers })
  }
  const countOf = async (serials: string[]) => (await payload.count({ collection: 'serials', where: { serialNumber: { in: serials } } })).totalDocs

  beforeAll(async () => {
    payload = await testPayload()
    ;[plain, coded] = await Promise.all([createProduct(payload), createProduct(payload, { hasAuthCode: true })])
    // One after another: on an empty database the first user becomes an admin.
    manager = await staffSession(payload, 'manager')
    staff = await staffSession(payload, 'staff')
  })

  afterAll(() => removeUsers(payload, [manager.user, staff.user]))

  it('imports every row of a good file, storing codes only as hashes', async () => {
    const csv = ['serial,product,code', `${serial(1)},${plain.code},`, `${serial(2)},${coded.code},K7Q2M9`, `${serial(3).toLowerCase()},${plain.code},`].join(
      '\n',
    )
    const response = await upload(csv, manager.headers)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ total: 3, imported: 3, rejected: [] })
    const { docs } = await payload.find({ collection: 'serials', where: { serialNumber: { equals: serial(2) } }, showHiddenFields: true })
    // The import file's batch, and the production batch the serial itself names.
    expect(docs[0]).toMatchObject({ status: 'available', batch: expect.stringMatching(/^serials\.csv · /), productionBatch: `IMP-${batch}` })
    expect(docs[0].authCodeHash).toMatch(/^scrypt\$/)
    expect(docs[0].authCodeHash).not.toContain('K7Q2M9')
    expect(await countOf([serial(3)])).toBe(1)
  })

  it('imports nothing when any row is bad, and reports each bad row with its line and reason', async () => {
    const csv = [
      'serial,product,code',
      `${serial(10)},${plain.code},`,
      `${serial(1)},${plain.code},`,
      `${serial(11)},NO-SUCH-MODEL,`,
      `${serial(12)},${coded.code},`,
      `bad serial,${plain.code},`,
      `${serial(10)},${plain.code},`,
    ].join('\n')
    const response = await upload(csv, manager.headers)
    expect(response.status).toBe(422)
    const report = await response.json()
    expect(report).toMatchObject({ total: 6, imported: 0 })
    expect(report.rejected.map(({ line, reason }: { line: number; reason: string }) => [line, reason])).toEqual([
      [3, '이미 등록된 일련번호입니다.'],
      [4, '알 수 없는 제품 코드입니다: NO-SUCH-MODEL'],
      [5, expect.stringMatching(/^인증 코드를 쓰는 제품/)],
      [6, expect.stringMatching(/^일련번호 형식이 올바르지 않습니다/)],
      [7, '파일 안에서 중복된 일련번호입니다 (2행과 같음).'],
    ])
    expect(await countOf([serial(10), serial(11), serial(12)])).toBe(0)
  })

  it('takes the CSV as a text/csv body too', async () => {
    const body = `serial,product\n${serial(30)},${plain.code}\n`
    const response = await rest('/serials/import', { method: 'POST', body, headers: { ...manager.headers, 'content-type': 'text/csv' } })
    expect(await response.json()).toEqual({ total: 1, imported: 1, rejected: [] })
    expect(await countOf([serial(30)])).toBe(1)
  })

  it('refuses a file it cannot read as a whole', async () => {
    const response = await upload('번호,모델\nA,B\n', manager.headers)
    expect(response.status).toBe(422)
    expect((await response.json()).error).toMatch(/serial, product/)
  })

  it('is for roles that may create serials: not staff, not visitors', async () => {
    const csv = `serial,product\n${serial(20)},${plain.code}\n`
    expect((await upload(csv, staff.headers)).status).toBe(403)
    expect((await upload(csv, {})).status).toBe(403)
    expect(await countOf([serial(20)])).toBe(0)
  })
})
