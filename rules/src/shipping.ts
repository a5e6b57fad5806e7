// Mail-in A/S and trade-ins: the couriers a customer or staff member picks, the link to each one's
// tracking page, how a tracking number is checked, and how to pack a device before sending it.

export const couriers = [
  { value: 'cj', label: 'CJ대한통운', track: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=' },
  { value: 'epost', label: '우체국택배', track: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=' },
  { value: 'hanjin', label: '한진택배', track: 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=' },
  { value: 'lotte', label: '롯데택배', track: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=' },
  { value: 'logen', label: '로젠택배', track: 'https://www.ilogen.com/web/personal/trace/' },
] as const

export type Courier = (typeof couriers)[number]['value']

export const courierLabel = (value: string | null | undefined) => couriers.find((courier) => courier.value === value)?.label ?? null

/** A tracking number as couriers print it, with hyphens or spaces, reduced to its digits. */
export const normaliseTrackingNumber = (value: string) => value.replace(/[\s-]/g, '')

/** The courier's own page for this shipment; null for a courier we do not know. */
export function trackingUrl(courier: string, trackingNumber: string): string | null {
  const found = couriers.find((item) => item.value === courier)
  return found ? `${found.track}${encodeURIComponent(normaliseTrackingNumber(trackingNumber))}` : null
}

/** Korean couriers print 10 to 13 digits (우체국 13, 로젠 11, CJ·한진·롯데 10 to 12); a little room either side. */
const TRACKING_NUMBER = /^\d{9,14}$/

export type Shipment = { courier?: string | null; trackingNumber?: string | null }

/** Why this shipment cannot be saved, on the field it is about; an empty one (neither given) is fine. */
export function shipmentProblems({ courier, trackingNumber }: Shipment): { courier?: string; trackingNumber?: string } {
  const number = normaliseTrackingNumber(trackingNumber ?? '')
  if (!courier && !number) return {}
  if (!courier || !couriers.some((item) => item.value === courier)) return { courier: '택배사를 선택하세요.' }
  if (!number) return { trackingNumber: '운송장 번호를 입력하세요.' }
  if (!TRACKING_NUMBER.test(number)) return { trackingNumber: '운송장 번호는 숫자 9~14자리로 입력하세요. 하이픈(-)은 빼도 됩니다.' }
  return {}
}

/** Why this shipment cannot be saved, or null. */
export const shipmentProblem = (shipment: Shipment): string | null => Object.values(shipmentProblems(shipment))[0] ?? null

/** While the request waits for the device, the customer may give or change their shipment. */
export const customerSendsWhile = {
  'service-requests': ['requested'],
  // Sent once approved, as the flow asks, or before if they wish.
  'trade-ins': ['requested', 'approved'],
} as const satisfies Record<string, readonly string[]>

/** Where a mail-in's shipment of the device sits among the flow's steps: after this status. (Only an A/S request's device comes back.) */
export const mailInSentAfter = { 'service-requests': 'requested', 'trade-ins': 'approved' } as const

/** What the customer should do before sending a device, shown above the tracking form. */
export const packingSteps = [
  '액상 카트리지(팟)는 빼고, 기기에 남은 액상을 닦아 주세요. 액상이 새면 배송이 거절될 수 있습니다.',
  '기기를 에어캡(뽁뽁이)으로 감싸 상자에 넣고, 빈 곳은 완충재로 채워 주세요.',
  '상자 안에 신청 번호와 연락처를 적은 메모를 넣어 주세요.',
  '배터리가 든 기기이므로 택배사에 "전자담배(배터리 내장)"라고 알려 주세요.',
  '보낸 뒤 아래에 택배사와 운송장 번호를 입력하시면 도착을 바로 확인해 드립니다.',
] as const
