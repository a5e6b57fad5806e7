import { isWarrantyCode, normaliseWarrantyCode, WARRANTY_CODE_FORMAT_PROBLEM } from '@storefront/rules/warranty-code'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import type { DeviceProgram } from '~/features/devices/types'
import { type ProgramOffer, programOffers } from '@storefront/rules/service-program'

// The public check of a warranty certificate: the CMS answers about the registration the code
// names, with the model, a masked serial and the days, never the owner (collections/Devices/warranty).

export type WarrantyCheck =
  | { result: 'bad-format' | 'unknown' | 'rate-limited'; message: string }
  | {
      result: 'valid' | 'expired' | 'inactive'
      device: { productName: string; serialNumber: string; purchaseDate: string; warrantyEnd: string }
      programs: DeviceProgram[]
    }

type Answer = Exclude<WarrantyCheck, { device: unknown }> | (Omit<Extract<WarrantyCheck, { device: unknown }>, 'programs'> & { programs?: ApplyingProgram[] })
type ApplyingProgram = { id: number; name: string; offer: ProgramOffer; endsOn: string }

export async function checkWarrantyCode(typed: string): Promise<WarrantyCheck> {
  // Anything that is not a code is answered here: nothing to look up (and text that is not even
  // well-formed Unicode could not go into a URL).
  const code = normaliseWarrantyCode(typed)
  if (!isWarrantyCode(code)) return { result: 'bad-format', message: WARRANTY_CODE_FORMAT_PROBLEM }
  try {
    const answer = await cms().get<Answer>(`/api/devices/verify?code=${code}`)
    if (!('device' in answer)) return answer
    const programs = (answer.programs ?? []).map(({ id, name, offer, endsOn }) => ({ id, name, offerLabel: programOffers[offer] ?? '무상 수리', endsOn }))
    return { ...answer, programs }
  } catch (error) {
    // Too many checks from this visitor (the CMS counts per client address, which it is given).
    if (error instanceof CmsError && error.status === 429)
      return { result: 'rate-limited', message: '보증서 확인 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' }
    throw error
  }
}
