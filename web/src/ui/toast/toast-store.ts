// A toast (docs/product.md#behaviour-on-every-page) has a message, duration, type (success by default), id and createdAt.
// The message is trimmed and an empty one is not shown; pushing an id already shown replaces
// that toast; a toast can be removed by id; it leaves by itself after its duration (3500 ms).

type ToastType = 'success' | 'error' | 'info'

export interface Toast {
  id: string
  message: string
  type: ToastType
  duration: number
  createdAt: number
}

export interface ToastInput {
  message: string
  type?: ToastType
  duration?: number
  id?: string
}

export const DEFAULT_TOAST_DURATION_MS = 3500
const DEFAULT_TOAST_TYPE: ToastType = 'success'

export function createToastStore(now: () => number = () => Date.now()) {
  let toasts: readonly Toast[] = []
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  const listeners = new Set<() => void>()
  let sequence = 0

  const set = (next: readonly Toast[]) => {
    toasts = next
    for (const listener of listeners) listener()
  }

  function remove(id: string) {
    clearTimeout(timers.get(id))
    timers.delete(id)
    if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id))
  }

  function show(toast: Toast, remainingMs: number) {
    remove(toast.id)
    timers.set(
      toast.id,
      setTimeout(() => remove(toast.id), remainingMs),
    )
    set([...toasts, toast])
  }

  /** Shows a toast; returns it, or undefined when the message is empty. */
  function push(input: ToastInput): Toast | undefined {
    const message = input.message.trim()
    if (!message) return undefined
    const toast: Toast = {
      id: input.id ?? `toast-${++sequence}`,
      message,
      type: input.type ?? DEFAULT_TOAST_TYPE,
      duration: input.duration ?? DEFAULT_TOAST_DURATION_MS,
      createdAt: now(),
    }
    show(toast, toast.duration)
    return toast
  }

  /** Brings back toasts saved before a reload, for what is left of their time. */
  function restore(saved: readonly Toast[]) {
    for (const toast of saved) {
      const remaining = toast.createdAt + toast.duration - now()
      if (remaining > 0) show(toast, remaining)
    }
  }

  return {
    push,
    remove,
    restore,
    list: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The app's one toast store. */
export const toasts = createToastStore()
export const pushToast = toasts.push
