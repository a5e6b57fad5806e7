'use client'
// A request's photos as thumbnails that open full size over the page, one after another with the
// arrow keys or buttons, closed with Esc: the desk looks at a fault without leaving the request.
import { useEffect, useRef, useState } from 'react'

export interface Photo {
  url: string
  thumbnail: string
  alt: string
}

export function PhotoLightbox({ photos }: { photos: Photo[] }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState<number | null>(null)

  useEffect(() => {
    if (open === null) dialog.current?.close()
    else if (!dialog.current?.open) dialog.current?.showModal()
  }, [open])

  const step = (by: number) => setOpen((index) => (index === null ? null : (index + by + photos.length) % photos.length))
  const shown = open === null ? null : photos[open]

  return (
    <div>
      <ul aria-label="사진" style={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', padding: 0, margin: 0 }}>
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`사진 ${index + 1} 크게 보기`}
              style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
            >
              <img src={photo.thumbnail} alt={photo.alt} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label="사진 크게 보기"
        onClose={() => setOpen(null)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1)
          if (event.key === 'ArrowLeft') step(-1)
        }}
        style={{ maxWidth: '92vw', maxHeight: '92vh', padding: 12, border: 0, borderRadius: 8, background: '#111', color: '#fff' }}
      >
        {shown && (
          <figure style={{ margin: 0, display: 'grid', gap: 8 }}>
            <img src={shown.url} alt={shown.alt} style={{ maxWidth: '88vw', maxHeight: '78vh', objectFit: 'contain' }} />
            <figcaption style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
              <span>
                {open! + 1} / {photos.length}
              </span>
              <span style={{ display: 'flex', gap: 6 }}>
                {photos.length > 1 && (
                  <>
                    <button type="button" className="btn btn--size-small btn--style-secondary" style={{ margin: 0 }} onClick={() => step(-1)}>
                      이전
                    </button>
                    <button type="button" className="btn btn--size-small btn--style-secondary" style={{ margin: 0 }} onClick={() => step(1)}>
                      다음
                    </button>
                  </>
                )}
                <a href={shown.url} target="_blank" rel="noopener" className="btn btn--size-small btn--style-secondary" style={{ margin: 0 }}>
                  원본 열기
                </a>
                <button type="button" className="btn btn--size-small btn--style-primary" style={{ margin: 0 }} onClick={() => setOpen(null)}>
                  닫기
                </button>
              </span>
            </figcaption>
          </figure>
        )}
      </dialog>
    </div>
  )
}
