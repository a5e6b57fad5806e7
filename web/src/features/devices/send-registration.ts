// The license form's script: phone photos made smaller before they leave the phone, and the form
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
export function sendForm(url: string, form: FormData, onProgress: (share: number) => void): Promise<SendAnswer> {
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
