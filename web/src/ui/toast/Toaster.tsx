import { useSyncExternalStore } from 'react'
import { type Toast, toasts } from './toast-store'

const NONE: readonly Toast[] = []

/** Where toasts appear. Polite for news, assertive for errors. */
export function Toaster() {
  const list = useSyncExternalStore(toasts.subscribe, toasts.list, () => NONE)
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions">
      {list.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
          <span className="toast__icon" aria-hidden="true" />
          <p className="toast__message">{toast.message}</p>
          <button type="button" className="toast__close" aria-label="알림 닫기" onClick={() => toasts.remove(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
