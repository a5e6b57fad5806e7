import { describe, expect, it } from 'vitest'
import { couriers, shipmentProblem, trackingUrl } from './shipping'

describe('mail-in shipments', () => {
  it('link each of the five couriers to its own tracking page with the number as printed, hyphens dropped', () => {
    expect(couriers.map((courier) => courier.label)).toEqual(['CJ대한통운', '우체국택배', '한진택배', '롯데택배', '로젠택배'])
    expect(trackingUrl('cj', '6301-2345-6789')).toBe('https://trace.cjlogistics.com/next/tracking.html?wblNo=630123456789')
    expect(trackingUrl('epost', '6070123456789')).toBe('https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6070123456789')
    expect(trackingUrl('logen', '12345678901')).toBe('https://www.ilogen.com/web/personal/trace/12345678901')
    for (const courier of couriers) expect(new URL(trackingUrl(courier.value, '1234567890')!).protocol).toBe('https:')
    expect(trackingUrl('dhl', '1234567890')).toBeNull()
  })

  it('accept an empty shipment or a known courier with 9 to 14 digits, and say in Korean what is wrong otherwise', () => {
    expect(shipmentProblem({})).toBeNull()
    expect(shipmentProblem({ courier: 'cj', trackingNumber: '6301 2345 6789' })).toBeNull()
    expect(shipmentProblem({ courier: 'epost', trackingNumber: '6070123456789' })).toBeNull()
    expect(shipmentProblem({ trackingNumber: '630123456789' })).toBe('택배사를 선택하세요.')
    expect(shipmentProblem({ courier: 'dhl', trackingNumber: '630123456789' })).toBe('택배사를 선택하세요.')
    expect(shipmentProblem({ courier: 'cj' })).toBe('운송장 번호를 입력하세요.')
    expect(shipmentProblem({ courier: 'cj', trackingNumber: '12345678' })).toMatch(/숫자 9~14자리/)
    expect(shipmentProblem({ courier: 'cj', trackingNumber: '63012345678A' })).toMatch(/숫자 9~14자리/)
    expect(shipmentProblem({ courier: 'cj', trackingNumber: '123456789012345' })).toMatch(/숫자 9~14자리/)
  })
})
