import { HeadContent, Scripts, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { replayClickMadeBeforeHydration } from '~/features/deferred-app/after-hydration'
import type { SiteChrome } from './site-chrome.functions'

/** The HTML document around every page, error pages included. */
export function RootDocument({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Lets end-to-end tests wait until React owns the page before they click; the loader's state
    // (features/deferred-app/app-loader.ts) is over.
    document.documentElement.dataset.hydrated = 'true'
    delete document.documentElement.dataset.app
    // A button clicked before the app was there (any page loads it after the HTML) is answered now.
    replayClickMadeBeforeHydration()
  }, [])

  return (
    <html lang="ko">
      <head>
        <HeadContent />
        <EnglishDescription />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

/**
 * A Korean and an English description. Route heads merge meta tags by name, so the
 * English one (same name, lang="en") is written here.
 */
function EnglishDescription() {
  const description = useRouterState({
    select: (state) => (state.matches[0]?.loaderData as SiteChrome | undefined)?.site.descriptionEn,
  })
  return description ? <meta name="description" lang="en" content={description} /> : null
}
