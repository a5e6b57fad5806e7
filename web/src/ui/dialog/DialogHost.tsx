import { useRouter } from '@tanstack/react-router'
import { type RefObject, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { Button } from '~/ui/Button'
import { closeResult, type DialogRequest, dialogs } from './dialog-store'
import { holdPage } from './hold-page'

/** Enter with a fade and slide-up in 0.25 s, leave with a fade and slight enlargement in 0.3 s. */
export const DIALOG_ENTER_MS = 250
export const DIALOG_LEAVE_MS = 300

const none = () => undefined

/** The dialog on screen, kept a moment after it closed for its leave animation. */
export function DialogHost() {
  const { history } = useRouter()
  const request = useSyncExternalStore(dialogs.subscribe, dialogs.current, none)
  const [view, setView] = useState<{ request: DialogRequest; leaving: boolean }>()

  useEffect(() => {
    if (request) {
      setView({ request, leaving: false })
      return
    }
    setView((shown) => shown && { ...shown, leaving: true })
    const timer = setTimeout(() => setView(undefined), DIALOG_LEAVE_MS)
    return () => clearTimeout(timer)
  }, [request])

  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!request) return
    const release = holdPage({
      history,
      panel: () => panel.current,
      onEnter: () => request.type === 'alert' && dialogs.settle(true),
      onDismiss: () => dialogs.settle(closeResult(request.type)),
    })
    return release
  }, [request, history])

  if (!view) return null
  return <DialogPanel key={view.request.id} request={view.request} leaving={view.leaving} panelRef={panel} />
}

interface PanelProps {
  request: DialogRequest
  leaving: boolean
  panelRef: RefObject<HTMLDivElement | null>
}

function DialogPanel({ request, leaving, panelRef }: PanelProps) {
  const id = useId()
  // The page's focus was left when the dialog opened; the dialog takes it so keys and screen
  // readers start here.
  useEffect(() => panelRef.current?.focus({ preventScroll: true }), [panelRef])
  const state = leaving ? 'leave' : 'enter'
  const animationDuration = `${leaving ? DIALOG_LEAVE_MS : DIALOG_ENTER_MS}ms`
  return (
    <div className="dialog-backdrop" data-state={state} style={{ animationDuration }}>
      <div
        ref={panelRef}
        className="dialog"
        data-state={state}
        style={{ animationDuration }}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={request.title ? `${id}-title` : undefined}
        aria-describedby={`${id}-message`}
        tabIndex={-1}
      >
        {request.title && (
          <h2 id={`${id}-title`} className="dialog__title">
            {request.title}
          </h2>
        )}
        <div id={`${id}-message`} className="dialog__message">
          {request.message}
        </div>
        <div className="dialog__actions">
          {request.type === 'confirm' ? (
            <>
              <Button color="gray" size="large" onClick={() => dialogs.settle(false)} disabled={leaving}>
                {request.closeLabel}
              </Button>
              <Button color="primary" size="large" onClick={() => dialogs.settle(true)} disabled={leaving}>
                {request.confirmLabel}
              </Button>
            </>
          ) : (
            <Button color="primary" size="large" onClick={() => dialogs.settle(true)} disabled={leaving}>
              {request.closeLabel}
            </Button>
          )}
        </div>
      </div>
    </div>
  )
}
