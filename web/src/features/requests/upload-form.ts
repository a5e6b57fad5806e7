import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { ignoreSecondClickOfDoubleClick } from '~/ui/second-click'
import { filesOf } from '~/ui/form-files'

// Our upload forms in the browser (the license step, A/S): phone photos made smaller before they leave the phone, and the form
// sent with a visible progress (XMLHttpRequest reports upload progress; fetch does not).

/** Longest side of a receipt photo after downscaling: still easily legible. */
const MAX_SIDE = 2000
const DOWNSCALE_FROM_BYTES = 1024 * 1024
const SHRINKABLE = ['image/jpeg', 'image/png', 'image/webp']

/** A smaller JPEG of a large photo; anything else (a PDF, HEIC the browser cannot draw) as it is. */
export async function downscaled(file: File): Promise<File> {
  if (!SHRINKABLE.includes(file.type) || typeof createImageBitmap !== 'function') return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return file
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
  if (scale === 1 && file.size < DOWNSCALE_FROM_BYTES) return file
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(bitmap.width * scale)
  canvas.height = Math.round(bitmap.height * scale)
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
  if (!blob || blob.size >= file.size) return file
  return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' })
}

export type SendAnswer = { status: number; body: { location?: string; errors?: Record<string, string> } | null }

/** Posts `form` to `url` asking for JSON, reporting the share of it sent (0–1) as it goes. */
function sendForm(url: string, form: FormData, onProgress: (share: number) => void): Promise<SendAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.setRequestHeader('accept', 'application/json')
    request.responseType = 'json'
    request.upload.addEventListener('progress', (event) => event.lengthComputable && onProgress(event.loaded / event.total))
    request.addEventListener('load', () => resolve({ status: request.status, body: request.response }))
    request.addEventListener('error', () => resolve({ status: 0, body: null }))
    request.send(form)
  })
}

type Problems = Partial<Record<string, string>> & { form?: string }

/**
 * A multipart form of ours sent once from the page (registration's license step, A/S): checked in
 * the browser first (focus on the first problem), its photos made smaller, sent with progress,
 * then on to where the server says, or its problems shown. A second click while sending does nothing.
 */
export function useUploadForm<E extends Problems>(options: {
  action: string
  initialErrors: () => E
  check: (form: FormData) => E
  /** Replaces the form's photos with smaller copies; true when there is a file to show progress for. */
  shrinkPhotos: (form: FormData) => Promise<boolean>
  messages: { offline: string; form: string }
}) {
  const router = useRouter()
  const [errors, setErrors] = useState<E>(options.initialErrors)
  const [progress, setProgress] = useState<number | null>(null)
  const [sending, setSending] = useState(false)

  // A problem shown goes away as soon as the field it is about is put right (or is no longer on the
  // form); one not shown yet waits for the next submit, rather than scolding someone still filling
  // the form in. Problems only the server could see (an unreadable photo) go when their field changes.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget
    const changed = (event.target as { name?: string }).name
    const still = options.check(new FormData(formElement))
    setErrors((shown) => {
      const fixed = Object.keys(shown).filter(
        (field) => field !== 'form' && still[field] === undefined && (field === changed || !formElement.elements.namedItem(field)),
      )
      if (fixed.length === 0) return shown
      return Object.fromEntries(Object.entries(shown).filter(([field]) => !fixed.includes(field))) as E
    })
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const problems = options.check(form)
    setErrors(problems)
    if (Object.keys(problems).length > 0) {
      formElement.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus()
      return
    }
    setSending(true)
    ignoreSecondClickOfDoubleClick()
    try {
      if (await options.shrinkPhotos(form)) setProgress(0)
      const { status, body } = await sendForm(options.action, form, setProgress)
      if (body?.location) {
        // Back to this very page (a message sent from it): its data reloaded, the page stays.
        const next = new URL(body.location, window.location.href)
        if (status < 300 && next.pathname === window.location.pathname && next.search === window.location.search) return void (await router.invalidate())
        return void (await router.navigate({ href: body.location, replace: status < 300 }))
      }
      setErrors((body?.errors as E | undefined) ?? ({ form: status === 0 ? options.messages.offline : options.messages.form } as E))
    } finally {
      setSending(false)
      setProgress(null)
    }
  }
  return { errors, setErrors, progress, sending, onSubmit, onChange }
}

/** `shrinkPhotos` of a form whose photos are the field `photos`: each replaced by a smaller copy. */
export async function shrinkFormPhotos(form: FormData): Promise<boolean> {
  const photos = filesOf(form)
  form.delete('photos')
  for (const photo of photos) form.append('photos', await downscaled(photo))
  return photos.length > 0
}
