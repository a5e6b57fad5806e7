// Beside an A/S request or trade-in in the admin panel: the customer to call or mail, and the job
// sheet to print. Read with the staff member's own access (a UI field, stored nowhere).
import type { UIFieldServerProps } from 'payload'
import { isStaffUser } from '@/access/roles'

const line = { display: 'flex', gap: 8, alignItems: 'baseline', margin: '2px 0' }

export async function RequestDesk({ collectionSlug, data, id, req }: UIFieldServerProps) {
  if (!id || !isStaffUser(req.user)) return null
  const customerId = typeof data?.customer === 'object' && data.customer ? data.customer.id : data?.customer
  const customer =
    typeof customerId === 'number'
      ? await req.payload.findByID({ collection: 'customers', id: customerId, depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true })
      : null
  const phone = customer?.phone ?? null
  return (
    <section aria-label="고객 연락처와 접수증" data-request-desk style={{ display: 'grid', gap: 6, marginBottom: 'var(--base)' }}>
      <span className="field-label">고객 연락처</span>
      {customer ? (
        <div data-record>
          <div style={line}>
            <strong>{customer.name ?? '이름 없음'}</strong>
          </div>
          <div style={line}>
            {phone ? (
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={`전화 걸기: ${phone}`}>
                전화 {phone}
              </a>
            ) : (
              <span>휴대전화 없음</span>
            )}
          </div>
          <div style={line}>{customer.email ? <a href={`mailto:${customer.email}`}>메일 {customer.email}</a> : <span>이메일 없음(탈퇴한 고객)</span>}</div>
        </div>
      ) : (
        <span>고객 정보를 볼 수 없습니다.</span>
      )}
      <a
        href={`${req.payload.config.routes.admin}/job-sheet/${collectionSlug}/${id}`}
        target="_blank"
        rel="noopener"
        className="btn btn--size-small btn--style-secondary"
        style={{ margin: 0, width: 'fit-content' }}
      >
        접수증 인쇄
      </a>
    </section>
  )
}
