import QRCode from 'qrcode'
import { readMyDeviceBySerial } from '~/features/devices/my-devices.server'
import { publicSiteUrl } from '~/features/seo/site-url.server'

// A printed certificate is read away from the site: it gives the check's full address, and a QR
// code a phone's camera opens with the certificate's code filled in (/device/verify?code=…).
// The code's squares are worked out here and drawn by the page as one SVG path: the page carries
// no QR library, and no image the CSP would have to allow.

export interface CertificateCheck {
  /** https://…/device/verify?code=7K2M-Q9XD-41TR */
  url: string
  /** The QR code of `url`: `size` modules a side, the dark ones as an SVG path in module units. */
  qr: { size: number; path: string }
}

export function certificateCheck(siteUrl: string, code: string): CertificateCheck {
  const url = `${siteUrl}/device/verify?${new URLSearchParams({ code })}`
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
  let path = ''
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.data[y * modules.size + x]) path += `M${x} ${y}h1v1h-1z`
  }
  return { url, qr: { size: modules.size, path } }
}

/** My own active device's certificate: the device, and how a reader checks it (none without a code); null for anyone else's. */
export async function readMyCertificate(serialNumber: string) {
  const device = await readMyDeviceBySerial(serialNumber)
  if (!device) return null
  return { device, check: device.warrantyCode ? certificateCheck(await publicSiteUrl(), device.warrantyCode) : null }
}
