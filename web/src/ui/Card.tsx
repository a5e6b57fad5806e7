import type { ReactNode } from 'react'

/** A surface that groups related content (a service, a notice, a device). */
export function Card({ title, children, className }: { title?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={className ? `card ${className}` : 'card'}>
      {title && <h2 className="card__title">{title}</h2>}
      {children}
    </section>
  )
}
