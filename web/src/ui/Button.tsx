import type { ButtonHTMLAttributes } from 'react'
import { Spinner } from './Spinner'

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner and blocks further clicks, e.g. while a submit is in flight. */
  loading?: boolean
}

export function Button({ loading = false, disabled, type = 'button', className, children, ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={className ? `button ${className}` : 'button'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size={16} />}
      {children}
    </button>
  )
}
