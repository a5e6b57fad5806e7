import type { ReactNode } from 'react'

/** A registered device's serial (and purchase day where the page shows it), then the page's own rows (`children`). */
export function DeviceFacts({ serialNumber, purchaseDate, children }: { serialNumber: string; purchaseDate?: string; children?: ReactNode }) {
  return (
    <dl className="device-facts">
      <div>
        <dt>일련번호</dt>
        <dd className="serial">{serialNumber}</dd>
      </div>
      {purchaseDate && (
        <div>
          <dt>구입일</dt>
          <dd>{purchaseDate}</dd>
        </div>
      )}
      {children}
    </dl>
  )
}

/** The warranty row: in force or ended, as the shared warranty rules word it. */
export function WarrantyFact({ device }: { device: { inWarranty: boolean; warrantyLabel: string } }) {
  return (
    <div>
      <dt>보증</dt>
      <dd className={device.inWarranty ? 'warranty warranty--active' : 'warranty warranty--expired'}>{device.warrantyLabel}</dd>
    </div>
  )
}
