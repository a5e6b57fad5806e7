import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { pageViewsOf } from '~/features/analytics/page-views'
import { pageViewSender } from '~/features/analytics/send-page-views'
import { pathViewedBeforeHydration } from '~/features/deferred-app/after-hydration'
import { restoreKeptState } from '~/features/navigation/reload-state'
import { watchForNewBuild } from '~/features/navigation/new-build'
import { DialogHost } from '~/ui/dialog/DialogHost'
import { PolicyConsentPrompt } from '~/features/privacy/PolicyConsentPrompt'
import { PendingBar } from '~/ui/PendingBar'
import { Toaster } from '~/ui/toast/Toaster'
import { prefetchFlowStyles } from './page-styles'
import { useSiteChrome } from './site-chrome'

/** Loaded after hydration by AppChrome. */
export function Overlays() {
  const router = useRouter()
  const { analytics } = useSiteChrome()

  useEffect(() => {
    restoreKeptState()
    prefetchFlowStyles()
    return watchForNewBuild()
  }, [])

  useEffect(() => {
    const send = pageViewSender(analytics)
    return send ? pageViewsOf(router)?.start(send, { viewedAlready: pathViewedBeforeHydration() }) : undefined
  }, [router, analytics])

  return (
    <>
      <PendingBar />
      <Toaster />
      <DialogHost />
      <PolicyConsentPrompt />
    </>
  )
}
