// Spec §9: a mobile-device check by user agent. iPadOS describes itself as a Mac, so tablets
// may read as desktops; good enough for choosing a layout or a timeout, never for security.
const MOBILE = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini|SamsungBrowser|KAKAOTALK/i

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return userAgent ? MOBILE.test(userAgent) : false
}
