import type { ReactNode } from 'react'

/** A model with its picture: the checked product on the journey's pages, a device in my devices. */
export function ProductCard({ name, image, children }: { name: string; image: { url: string; alt: string } | null; children?: ReactNode }) {
  return (
    <div className="product-card">
      {image ? (
        <img className="product-card__image" src={image.url} alt={image.alt} width={96} height={96} loading="lazy" decoding="async" />
      ) : (
        <span className="product-card__image product-card__image--empty" aria-hidden="true" />
      )}
      <div className="product-card__body">
        <p className="product-card__name">{name}</p>
        {children}
      </div>
    </div>
  )
}

/** Where the visitor is in the journey: 1 check, 2 sign in, 3 register. */
export function RegistrationSteps({ current }: { current: 1 | 2 | 3 }) {
  const steps = ['정품 확인', '본인 확인', '보증 등록']
  return (
    <ol className="registration-steps" aria-label="정품 등록 단계">
      {steps.map((label, index) => (
        <li
          key={label}
          className={index + 1 === current ? 'registration-steps__step registration-steps__step--current' : 'registration-steps__step'}
          aria-current={index + 1 === current ? 'step' : undefined}
        >
          <span className="registration-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          {label}
        </li>
      ))}
    </ol>
  )
}
