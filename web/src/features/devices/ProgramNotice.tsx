import { PROGRAM_APPLIES } from '@storefront/rules/service-program'
import { ButtonLink } from '~/ui/Button'
import type { DeviceProgram } from './types'

/**
 * A service program (무상 수리 프로그램) covers this device: said on my devices, the certificate and
 * the public check, with the way to the free request — the prefilled form for the owner's own
 * device, or my devices for whoever holds only the certificate's code.
 */
export function ProgramNotice({ programs, serialNumber }: { programs: DeviceProgram[]; serialNumber?: string }) {
  if (!programs.length) return null
  return (
    <div className="notice program-notice" data-testid="program-notice" role="note">
      <p className="notice__title">{PROGRAM_APPLIES}</p>
      {programs.map((program) => (
        <div key={program.id}>
          <p>
            {program.name} · {program.offerLabel}, 비용 없음 · {program.endsOn}까지 신청
          </p>
          {serialNumber ? (
            <ButtonLink link={{ to: '/service/$serialNumber', params: { serialNumber }, search: { program: program.id } }} size="small" color="primary">
              무상 A/S 신청하기
            </ButtonLink>
          ) : (
            <ButtonLink link={{ to: '/user/device' }} size="small" color="primary">
              로그인하고 무상 A/S 신청하기
            </ButtonLink>
          )}
        </div>
      ))}
    </div>
  )
}
