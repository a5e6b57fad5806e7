'use client'

/** The job sheet's print button; hidden on the printed page. */
export function PrintButton() {
  return (
    <button type="button" className="btn btn--size-small btn--style-primary" style={{ margin: 0 }} onClick={() => window.print()}>
      인쇄하기
    </button>
  )
}
