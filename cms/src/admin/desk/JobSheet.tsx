// The job sheet (접수증) of an A/S request or a trade-in, one A4 page to print and sign at the counter:
// /admin/job-sheet/{service-requests|trade-ins}/{id}. A view of its own, outside the panel's chrome,
// read with the staff member's own access.
import type { AdminViewServerProps } from 'payload'
import { isStaffUser } from '@/access/roles'
import type { Customer, Device, Product, ServiceRequest, Shop, TradeIn, TradeInEvent, User } from '@/payload-types'
import { formatPostalAddress } from '@storefront/rules/postal-address'
import { serviceMethods, symptomLabel } from '@storefront/rules/service-request'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { koreanDate, koreanDateTime } from '@storefront/rules/seoul-date'
import { exteriorConditions } from '@storefront/rules/trade-in'
import { tradeInFlow } from '@storefront/rules/trade-in-flow'
import { PrintButton } from './PrintButton'

const kinds = {
  'service-requests': { title: 'A/S 접수증', numberLabel: '접수 번호', flow: serviceFlow },
  'trade-ins': { title: '보상 판매 신청서', numberLabel: '신청 번호', flow: tradeInFlow },
} as const

type Kind = keyof typeof kinds

const won = (value: number) => `${value.toLocaleString('ko-KR')}원`
const related = <T,>(value: unknown): T | null => (value && typeof value === 'object' ? (value as T) : null)

const SHEET_CSS = `
  .job-sheet { max-width: 760px; margin: 24px auto; padding: 32px; background: #fff; color: #111; font-size: 14px; line-height: 1.6; }
  .job-sheet h1 { font-size: 24px; margin: 0; }
  .job-sheet header { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #111; padding-bottom: 12px; margin-bottom: 16px; }
  .job-sheet .number { font-size: 22px; font-weight: 700; letter-spacing: 0.04em; }
  .job-sheet table { width: 100%; border-collapse: collapse; margin-bottom: 16px; }
  .job-sheet th, .job-sheet td { border: 1px solid #999; padding: 6px 10px; text-align: left; vertical-align: top; }
  .job-sheet th { width: 24%; background: #f2f2f2; font-weight: 600; }
  .job-sheet h2 { font-size: 16px; margin: 16px 0 6px; }
  .job-sheet .signatures { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; margin-top: 24px; }
  .job-sheet .signatures div { border-top: 1px solid #111; padding-top: 6px; min-height: 60px; }
  .job-sheet .actions { display: flex; gap: 8px; justify-content: flex-end; margin-bottom: 12px; }
  @media print { .job-sheet { margin: 0; padding: 0; max-width: none; } .job-sheet .actions { display: none; } body { background: #fff; } }
`

export async function JobSheet({ initPageResult, params }: AdminViewServerProps) {
  const { req } = initPageResult
  const segments = Array.isArray(params?.segments) ? params.segments : []
  const [, collection, id] = segments as [string, string, string]
  if (!isStaffUser(req.user) || !(collection in kinds) || !/^\d+$/.test(id ?? '')) return <Missing />
  const kind = kinds[collection as Kind]
  const record = (await req.payload.findByID({
    collection: collection as Kind,
    id: Number(id),
    depth: 2,
    overrideAccess: false,
    user: req.user,
    req,
    disableErrors: true,
  })) as ServiceRequest | TradeIn | null
  if (!record) return <Missing />
  const site = await req.payload.findGlobal({ slug: 'site', depth: 0, req })

  const customer = related<Customer>(record.customer)
  const device = related<Device>(record.device)
  const product = related<Product>(device?.product)
  const shop = related<Shop>(record.shop)
  const assignee = related<User>(record.assignee)
  const service = collection === 'service-requests' ? (record as ServiceRequest) : null
  const tradeIn = collection === 'trade-ins' ? (record as TradeIn) : null
  const rows: [string, string | null | undefined][] = [
    ['상태', kind.flow.labels[record.status as keyof typeof kind.flow.labels]],
    ['접수 일시', koreanDateTime(record.createdAt)],
    ['접수 방법', serviceMethods.find((method) => method.value === record.method)?.label],
    ['매장', shop?.name ?? '—'],
    ['완료 약속일', record.promisedOn ? koreanDate(record.promisedOn) : '—'],
    ['담당 직원', assignee?.name ?? '—'],
  ]

  return (
    <main className="job-sheet" data-job-sheet={collection}>
      <style>{SHEET_CSS}</style>
      <div className="actions">
        <PrintButton />
      </div>
      <header>
        <div>
          <div>{site.brandName || '바포레'}</div>
          <h1>{kind.title}</h1>
        </div>
        <div>
          {kind.numberLabel} <span className="number">{record.number}</span>
        </div>
      </header>
      <table>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>고객</h2>
      <table>
        <tbody>
          <tr>
            <th scope="row">이름</th>
            <td>{customer?.name ?? '—'}</td>
          </tr>
          <tr>
            <th scope="row">휴대전화</th>
            <td>{customer?.phone ?? '—'}</td>
          </tr>
          <tr>
            <th scope="row">이메일</th>
            <td>{customer?.email ?? '—'}</td>
          </tr>
          {record.method === 'mail' && service?.returnAddress?.address && (
            <tr>
              <th scope="row">반송 주소</th>
              <td>
                {service.returnAddress.name} {service.returnAddress.phone} <br />
                {formatPostalAddress({ ...service.returnAddress, postalCode: service.returnAddress.postalCode ?? '', address: service.returnAddress.address })}
              </td>
            </tr>
          )}
        </tbody>
      </table>

      <h2>기기</h2>
      <table>
        <tbody>
          <tr>
            <th scope="row">제품</th>
            <td>{product?.name ?? '—'}</td>
          </tr>
          <tr>
            <th scope="row">일련번호</th>
            <td>{device?.serialNumber ?? '—'}</td>
          </tr>
          <tr>
            <th scope="row">보증</th>
            <td>{service ? (service.inWarranty ? '보증 기간 내' : '보증 기간 지남') : device?.warrantyEnd ? `${koreanDate(device.warrantyEnd)}까지` : '—'}</td>
          </tr>
        </tbody>
      </table>

      {service && (
        <>
          <h2>증상</h2>
          <table>
            <tbody>
              <tr>
                <th scope="row">증상</th>
                <td>{symptomLabel(service.symptom)}</td>
              </tr>
              <tr>
                <th scope="row">설명</th>
                <td style={{ whiteSpace: 'pre-wrap' }}>{service.description}</td>
              </tr>
              <tr>
                <th scope="row">수리 비용</th>
                <td>{typeof service.cost === 'number' ? won(service.cost) : '정해지지 않음'}</td>
              </tr>
            </tbody>
          </table>
        </>
      )}

      {tradeIn && (
        <>
          <h2>보상 판매</h2>
          <table>
            <tbody>
              <tr>
                <th scope="row">이벤트</th>
                <td>{related<TradeInEvent>(tradeIn.event)?.title ?? '—'}</td>
              </tr>
              <tr>
                <th scope="row">기기 상태</th>
                <td>
                  외관 {exteriorConditions.find(({ value }) => value === tradeIn.condition.exterior)?.label}, 전원{' '}
                  {tradeIn.condition.powersOn ? '정상' : '이상'}, 구성품 {tradeIn.condition.accessories ? '모두 있음' : '빠진 것 있음'}
                  {tradeIn.condition.note && <div style={{ whiteSpace: 'pre-wrap' }}>{tradeIn.condition.note}</div>}
                </td>
              </tr>
              <tr>
                <th scope="row">보상 금액</th>
                <td>
                  {typeof tradeIn.creditGranted === 'number'
                    ? `${won(tradeIn.creditGranted)} (지급)`
                    : typeof tradeIn.expectedCredit === 'number'
                      ? `${won(tradeIn.expectedCredit)} (예상)`
                      : '—'}
                </td>
              </tr>
            </tbody>
          </table>
        </>
      )}

      <p>위 내용으로 접수했습니다. 진행 상황은 이메일과 홈페이지의 신청 내역에서 확인하실 수 있습니다.</p>
      <div className="signatures">
        <div>고객 확인 (서명)</div>
        <div>접수 직원 (서명)</div>
      </div>
    </main>
  )
}

function Missing() {
  return (
    <main className="job-sheet">
      <p role="alert">접수증을 찾을 수 없습니다. 신청이 삭제되었거나 볼 수 있는 권한이 없습니다.</p>
    </main>
  )
}
