import { useRouter } from '@tanstack/react-router'
import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Button } from '~/ui/Button'
import { closeResult, type DialogRequest, dialogs } from './dialog-store'
import { holdPage } from './hold-page'

/** Enter with a fade and slide-up in 0.25 s, leave with a fade and slight enlargement in 0.3 s. */
export const DIALOG_ENTER_MS = 250
export const DIALOG_LEAVE_MS = 300

const none = () => undefined

/**
 * The dialog on screen: a native <dialog> opened with showModal(), so the browser makes the rest
 * of the page inert, keeps focus inside it, turns Escape into its cancel event and returns focus to
 * where it was when it closes. It is closed a moment after its request settled, once its leave
 * animation has played; dialogs queued behind it take the same open element, so focus returns
 * where it was before the first.
 */
export function DialogHost() {
  const { history } = useRouter()
  const request = useSyncExternalStore(dialogs.subscribe, dialogs.current, none)
  const [view, setView] = useState<{ request: DialogRequest; leaving: boolean }>()
  const element = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (request) {
      setView({ request, leaving: false })
      return
    }
    setView((shown) => shown && { ...shown, leaving: true })
    const timer = setTimeout(() => {
      element.current?.close()
      setView(undefined)
    }, DIALOG_LEAVE_MS)
    return () => clearTimeout(timer)
  }, [request])

  useEffect(() => {
    if (!request) return
    return holdPage({
      history,
      onEnter: () => request.type === 'alert' && dialogs.settle(true),
      onDismiss: () => dialogs.settle(closeResult(request.type)),
    })
  }, [request, history])

  const shown = view?.request
  useLayoutEffect(() => {
    const dialog = element.current
    if (!shown || !dialog) return
    if (!dialog.open) dialog.showModal()
    else {
      // The next in the queue, in the same open element, enters as the first did.
      for (const animation of dialog.getAnimations()) {
        animation.cancel()
        animation.play()
      }
    }
    // showModal() focuses the first button: the dialog itself takes focus, as it did before it was
    // a <dialog>, so that screen readers start at its title and message.
    dialog.focus({ preventScroll: true })
  }, [shown])

  if (!view) return null
  return <DialogPanel request={view.request} leaving={view.leaving} element={element} />
}

interface PanelProps {
  request: DialogRequest
  leaving: boolean
  element: RefObject<HTMLDialogElement | null>
}

function DialogPanel({ request, leaving, element }: PanelProps) {
  const id = useId()
  const state = leaving ? 'leave' : 'enter'
  const animationDuration = `${leaving ? DIALOG_LEAVE_MS : DIALOG_ENTER_MS}ms`
  const dismiss = () => dialogs.current()?.id === request.id && dialogs.settle(closeResult(request.type))
  return (
    <dialog
      ref={element}
      className="dialog"
      data-state={state}
      style={{ animationDuration }}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={request.title ? `${id}-title` : undefined}
      aria-describedby={`${id}-message`}
      tabIndex={-1}
      onCancel={(event) => {
        // Escape: the dialog is closed once its leave animation has played.
        event.preventDefault()
        dismiss()
      }}
      // Closed by the browser with a cancel we could not prevent (a browser may refuse to keep a
      // dialog open on a second Escape with no click in between): answered as Escape is.
      onClose={dismiss}
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
    </dialog>
  )
}
