import { requestIdentityVerification } from '@portone/browser-sdk/v2'
import { identityMessages } from '@storefront/rules/identity'

// PortOne's browser SDK from the configured address (docs/decisions/0061): the package loads
// cdn.portone.io's script unless window.PortOne is already there, so the script is put there first
// from PORTONE_BROWSER_SDK_URL (PortOne's CDN in production, the stand-in locally), and the
// package's own call then uses it.

let loading: Promise<void> | undefined

function loadScript(url: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    if (window.PortOne) return resolve()
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.addEventListener('load', () => (window.PortOne ? resolve() : reject(new Error(identityMessages.script))))
    script.addEventListener('error', () => {
      loading = undefined
      script.remove()
      reject(new Error(identityMessages.script))
    })
    document.head.append(script)
  })
  return loading
}

export interface StartedVerification {
  identityVerificationId: string
  storeId: string
  channelKey: string
  redirectUrl: string
}

/**
 * Opens the carrier's verification. PortOne comes back to `redirectUrl` itself when it leaves the
 * page (phones); when its SDK answers in the page instead, the browser goes there the same way.
 */
export async function openIdentityVerification(sdkUrl: string, started: StartedVerification): Promise<void> {
  await loadScript(sdkUrl)
  const { identityVerificationId, storeId, channelKey, redirectUrl } = started
  const result = await requestIdentityVerification({ storeId, channelKey, identityVerificationId, redirectUrl })
  if (!result) return
  const back = new URL(redirectUrl)
  back.searchParams.set('identityVerificationId', result.identityVerificationId)
  if (result.code) back.searchParams.set('code', result.code)
  window.location.assign(back.href)
}
