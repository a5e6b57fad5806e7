// Telling the owners a service program covers, each once (docs/product.md#service-programs). The
// job (notifyTask) runs it for the whole program when a manager starts it, and for one device when
// a covered unit is registered afterwards (a transfer's new owner: notifyNewOwner). In order, per
// covered registration:
//   1. its row in `service-program-notices`, unique on (program, device), with the secret of its link;
//   2. the notice by the owner's channel through notices/dispatch, keyed
//      `service-programs:<program>:<device>`: written before the provider is asked and looked up
//      there by that key when a run finds it under way, so a run again sends nothing twice (0058).
//      It is informational (정보성: about the customer's own device), so it needs no marketing consent.
import { randomBytes } from 'node:crypto'
import { createLocalReq, type Payload, type Where } from 'payload'
import { env } from '@/env'
import type { Customer, ServiceProgram, ServiceProgramNotice } from '@/payload-types'
import { dispatchNotice } from '@/notices/dispatch'
import { render, type NoticeContent } from '@/notices/noticeContent'
import { mailBrand } from '@/requests/mail/mailBrand'
import { htmlTwin } from '@/requests/mail/mailHtml'
import { programLinkPath, programOffers } from '@storefront/rules/service-program'
import { coveredDevices, programDays, programRunning, type Covered } from './coverage'

export const programNoticeKey = (program: number, device: number) => `service-programs:${program}:${device}`

/** The (program, device) row, made by the first run that gets there. */
async function rowOf(payload: Payload, program: number, covered: Covered): Promise<ServiceProgramNotice> {
  const where: Where = { and: [{ program: { equals: program } }, { device: { equals: covered.device } }] }
  const find = async () =>
    (await payload.find({ collection: 'service-program-notices', where, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true })).docs[0]
  const found = await find()
  if (found) return found
  try {
    return await payload.create({
      collection: 'service-program-notices',
      data: { program, device: covered.device, customer: covered.customer, token: randomBytes(18).toString('base64url') },
      overrideAccess: true,
      showHiddenFields: true,
    })
  } catch (error) {
    // Another run made it a moment ago (two runs of one program at once meet at the unique index,
    // which Payload reports as a validation error of the two fields).
    const made = await find()
    if (!made) throw error
    return made
  }
}

/** What the notice says: the template's variables from the program and the device. */
function programNotice(facts: {
  brandName: string
  customer: Pick<Customer, 'name'>
  program: ServiceProgram
  productName: string
  serialNumber: string
  token: string
}): NoticeContent {
  const { startsOn, endsOn } = programDays(facts.program)
  return {
    kind: 'program',
    variables: {
      브랜드: facts.brandName,
      프로그램: facts.program.name,
      고객명: facts.customer.name || '고객',
      제공: programOffers[facts.program.offer],
      제품: facts.productName,
      일련번호: facts.serialNumber,
      안내: facts.program.notice.trim() || '-',
      기간: `${startsOn} ~ ${endsOn}`,
      경로: programLinkPath(facts.token).slice(1),
    },
  }
}

/**
 * One run for `programId`: every covered registration (or only `device`) told once. Nothing goes
 * for a program not started or outside its days.
 */
export async function notifyProgram(
  payload: Payload,
  programId: number,
  { device, now = new Date() }: { device?: number; now?: Date } = {},
): Promise<{ covered: number }> {
  const program = await payload.findByID({ collection: 'service-programs', id: programId, depth: 0, disableErrors: true, overrideAccess: true })
  if (!program || !programRunning(program, now)) return { covered: 0 }
  const covered = await coveredDevices(payload, program, device ? { devices: [device] } : {})
  const { brandName, from } = await mailBrand(await createLocalReq({}, payload))
  for (const unit of covered) {
    const customer = await payload.findByID({ collection: 'customers', id: unit.customer, depth: 0, disableErrors: true, overrideAccess: true })
    if (!customer || customer.anonymisedAt) continue
    const registration = await payload.findByID({ collection: 'devices', id: unit.device, depth: 1, overrideAccess: true, select: { product: true } })
    const productName = typeof registration.product === 'object' && registration.product ? registration.product.name : '바포레 기기'
    const row = await rowOf(payload, program.id, unit)
    const content = programNotice({ brandName, customer, program, productName, serialNumber: unit.serialNumber, token: row.token })
    const { text } = render(env.WEB_URL, content)
    const link = new URL(programLinkPath(row.token), env.WEB_URL).toString()
    await dispatchNotice(payload, {
      key: programNoticeKey(program.id, unit.device),
      customer,
      about: {},
      content,
      mail: () =>
        payload.sendEmail({
          to: customer.email ?? undefined,
          from,
          subject: `[${brandName}] ${program.name} 안내`,
          text,
          html: htmlTwin(text.split('\n'), [link]),
        }),
    })
    if (!row.notifiedAt)
      await payload.update({
        collection: 'service-program-notices',
        id: row.id,
        data: { notifiedAt: new Date().toISOString() },
        depth: 0,
        overrideAccess: true,
      })
  }
  return { covered: covered.length }
}
