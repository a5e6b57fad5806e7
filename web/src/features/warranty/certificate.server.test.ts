import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { certificateCheck } from './certificate.server'

describe('how a printed certificate is checked', () => {
  it('gives the check’s full address with the code filled in', () => {
    expect(certificateCheck('https://vapore.kr', '7K2M-Q9XD-41TR').url).toBe('https://vapore.kr/device/verify?code=7K2M-Q9XD-41TR')
  })

  it('draws the QR code of that address, one square per dark module', () => {
    const { url, qr } = certificateCheck('https://vapore.kr', '7K2M-Q9XD-41TR')
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
    expect(qr.size).toBe(modules.size)
    const squares = [...qr.path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => Number(y) * qr.size + Number(x))
    const dark = [...modules.data].flatMap((value, index) => (value ? [index] : []))
    expect(squares).toEqual(dark)
    // The finder pattern's corner: dark at the top left, as every QR code.
    expect(qr.path.startsWith('M0 0h1v1h-1z')).toBe(true)
  })
})
