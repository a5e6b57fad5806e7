// A dialog (docs/product.md#behaviour-on-every-page) is an alert or a confirm with a title, a message shown as text, a
// confirm label and a close label. A confirm yields true when confirmed and false when closed or
// cancelled; an alert yields true when closed. Dialogs opened together are shown one after another.

export type DialogType = 'alert' | 'confirm'

interface DialogOptions {
  title?: string
  /**
   * Shown as text, never as HTML, so it may carry what a visitor or the CMS wrote (a request's
   * number, a shop's name) as it is. A line break is a `\n` (an empty line, two).
   */
  message: string
  confirmLabel?: string
  closeLabel?: string
}

export interface DialogRequest {
  id: number
  type: DialogType
  title?: string
  message: string
  confirmLabel: string
  closeLabel: string
}

export const DEFAULT_DIALOG_LABELS = { confirm: '확인', close: { alert: '확인', confirm: '취소' } } as const

/** What closing without confirming (Escape, the back button, the close label) yields. */
export const closeResult = (type: DialogType) => type === 'alert'

function createDialogStore() {
  const queue: Array<{ request: DialogRequest; resolve: (confirmed: boolean) => void }> = []
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  let sequence = 0

  function open(type: DialogType, options: DialogOptions): Promise<boolean> {
    const request: DialogRequest = {
      id: ++sequence,
      type,
      title: options.title,
      message: options.message,
      confirmLabel: options.confirmLabel ?? DEFAULT_DIALOG_LABELS.confirm,
      closeLabel: options.closeLabel ?? DEFAULT_DIALOG_LABELS.close[type],
    }
    return new Promise((resolve) => {
      queue.push({ request, resolve })
      if (queue.length === 1) notify()
    })
  }

  return {
    alert: (options: DialogOptions) => open('alert', options) as Promise<true>,
    confirm: (options: DialogOptions) => open('confirm', options),
    /** The dialog on screen, if any. */
    current: (): DialogRequest | undefined => queue[0]?.request,
    /** Closes the dialog on screen with its result. */
    settle(confirmed: boolean) {
      const open = queue.shift()
      if (!open) return
      open.resolve(open.request.type === 'alert' ? true : confirmed)
      notify()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The app's one dialog stack: `await dialogs.confirm({ message })`. */
export const dialogs = createDialogStore()
