import type { ReactNode } from 'react'

/** A registered device's serial and purchase day, then its warranty as the page words it (`children`: the `<dd>`). */
export function DeviceFacts({
  serialNumber,
  purchaseDate,
  warrantyTerm,
  children,
}: {
  serialNumber: string
  purchaseDate: string
  warrantyTerm: string
  children: ReactNode
}) {
  return (
    <dl className="device-facts">
      <div>
        <dt>일련번호</dt>
        <dd className="serial">{serialNumber}</dd>
      </div>
      <div>
        <dt>구입일</dt>
        <dd>{purchaseDate}</dd>
      </div>
      <div>
        <dt>{warrantyTerm}</dt>
        {children}
      </div>
    </dl>
  )
}
