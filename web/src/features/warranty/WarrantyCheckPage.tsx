import { PageHeader } from '~/ui/PageHeader'
import { Button } from '~/ui/Button'
import { TextField } from '~/ui/TextField'
import type { WarrantyCheck } from './verify.server'
import { ProgramNotice } from '~/features/devices/ProgramNotice'

const VERDICT = {
  valid: { title: '보증 기간 안에 있는 정품입니다', tone: 'active' },
  expired: { title: '정품이지만 보증 기간이 끝났습니다', tone: 'expired' },
  inactive: { title: '이 보증서는 더 이상 유효하지 않습니다', tone: 'expired' },
} as const

function Verdict({ check }: { check: WarrantyCheck }) {
  if (!('device' in check)) return null
  const verdict = VERDICT[check.result]
  return (
    <section className={`notice warranty-verdict warranty-verdict--${verdict.tone}`} aria-labelledby="verdict-title" role="status">
      <h2 id="verdict-title" className="notice__title">
        {verdict.title}
      </h2>
      {check.result === 'inactive' && <p>등록이 해지되었거나 다른 분께 양도된 기기입니다. 지금 소유자의 보증서를 확인하세요.</p>}
      <dl className="device-facts">
        <div>
          <dt>제품</dt>
          <dd>{check.device.productName}</dd>
        </div>
        <div>
          <dt>일련번호</dt>
          <dd className="serial">{check.device.serialNumber}</dd>
        </div>
        <div>
          <dt>구입일</dt>
          <dd>{check.device.purchaseDate}</dd>
        </div>
        <div>
          <dt>보증 만료일</dt>
          <dd>{check.device.warrantyEnd}</dd>
        </div>
      </dl>
      <p className="service__aside">일련번호는 일부만 보여 드립니다. 기기에 적힌 일련번호와 앞뒤 자리가 같은지 확인하세요.</p>
      <ProgramNotice programs={check.programs} />
    </section>
  )
}

/** /device/verify: anyone enters a certificate's code and sees whether its warranty holds, without the owner's details. A plain GET form. */
export function WarrantyCheckPage({ code, check }: { code: string; check: WarrantyCheck | null }) {
  const problem = check && !('device' in check) ? check.message : null
  return (
    <section className="page service">
      <PageHeader title="보증서 확인" lead="중고로 사거나 받은 기기라면, 보증서의 확인 코드로 정품 여부와 보증 기간을 확인하세요." />
      <form method="get" action="/device/verify" className="form warranty-check">
        <TextField
          label="확인 코드"
          name="code"
          defaultValue={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="7K2M-Q9XD-41TR"
          hint="보증서에 적힌 12자리 코드입니다."
          error={problem}
        />
        <Button type="submit" color="primary">
          확인하기
        </Button>
      </form>
      {check && <Verdict check={check} />}
    </section>
  )
}
