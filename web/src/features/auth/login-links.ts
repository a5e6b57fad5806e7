/** `path` with the page to return to after signing in, unless that is the home page. */
export const withRedirect = (path: string, redirectTo: string) => (redirectTo === '/' ? path : `${path}?redirect=${encodeURIComponent(redirectTo)}`)
