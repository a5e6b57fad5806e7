import { HeadContent, Scripts } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'

/** The HTML document around every page, error pages included. */
export function RootDocument({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Lets end-to-end tests wait until React owns the page before they click.
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  return (
    <html lang="ko">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
