import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

// A thin bar at the top while a navigation waits on data or code. Shown only after a short
// delay: a quick navigation should not flash it.
const SHOW_AFTER_MS = 150

export function PendingBar() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (!pending) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [pending])

  return <div className="pending-bar" data-visible={visible || undefined} role="progressbar" aria-label="페이지를 불러오는 중" aria-hidden={!visible} />
}
