import { HeadContent, Scripts, useRouter, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { HYDRATED_MARK } from '~/features/web-vitals/report'
import { webFontForWideScreens } from './page-styles'
import type { SiteChrome } from './site-chrome.functions'

/** The HTML document around every page, error pages included. */
export function RootDocument({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Lets end-to-end tests wait until React owns the page before they click; the loader's state
    // (features/deferred-app/app-loader.ts) is over.
    document.documentElement.dataset.hydrated = 'true'
    // When, for the Web Vitals reporter: whether an interaction waited for the app.
    performance.mark(HYDRATED_MARK)
    delete document.documentElement.dataset.app
  }, [])

  return (
    <html lang="ko">
      <head>
        <HeadContent />
        <EnglishDescription />
        <WebFontForWideScreens />
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

/**
 * Links the web font's stylesheet on a wide screen (features/layout/page-styles.ts). Last in the
 * head, so the parser has seen the rest of it; run once, by the parser: React never runs a script
 * it renders in the browser. The nonce is the render's (public pages turn it into a hash).
 */
function WebFontForWideScreens() {
  const nonce = useRouter().options.ssr?.nonce
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: webFontForWideScreens }} />
}
