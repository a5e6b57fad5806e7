import { cms } from '~/features/cms/cms-client.server'
import { publicContent } from '~/features/cms/public-content.server'

export const getFooter = publicContent(() => cms().global('footer'))

// depth=1: the share image and the warranty-policy post come as documents, not bare ids.
export const getSite = publicContent(() => cms().global('site', { depth: 1 }))

// depth=1: the hero image comes as a document. The home page's settings, read here because the
// header follows one of them too: whether the home page lists the running trade-in events.
export const getHomeSettings = publicContent(() => cms().global('home', { depth: 1 }))
