import { type AnyRouter, Link, type LinkComponentProps, type RegisteredRouter } from '@tanstack/react-router'
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { isSitePath, type LinkTarget } from './SiteLink'
import { DEFAULT_SPINNER_SIZE, Spinner } from './Spinner'

// The button's types, colours, border colours and sizes (docs/product.md#behaviour-on-every-page); a spinner while loading;
// a disabled button blocks clicks and navigation.

type ButtonColor = 'default' | 'black' | 'primary' | 'alternate' | 'ghost' | 'gray'
type ButtonBorder = 'default' | 'light' | 'dark'
type ButtonSize = 'small' | 'medium' | 'large'

interface Look {
  color?: ButtonColor
  border?: ButtonBorder
  size?: ButtonSize
  /** Stretches to the width of its container (forms on a phone). */
  block?: boolean
  loading?: boolean
  spinnerSize?: number
  disabled?: boolean
  className?: string
  children: ReactNode
}

function classNames({ color = 'default', border = 'default', size = 'medium', block, loading, className }: Omit<Look, 'children'>) {
  return ['button', `button--${color}`, `button--border-${border}`, `button--${size}`, block && 'button--block', loading && 'button--loading', className]
    .filter(Boolean)
    .join(' ')
}

function Content({ loading, spinnerSize = DEFAULT_SPINNER_SIZE, children }: Pick<Look, 'loading' | 'spinnerSize' | 'children'>) {
  return (
    <>
      {loading && <Spinner size={spinnerSize} />}
      <span className="button__label">{children}</span>
    </>
  )
}

type ButtonProps = Look & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'color' | 'children'> & { type?: 'button' | 'submit' }

export function Button({ color, border, size, block, loading, spinnerSize, className, type = 'button', disabled, children, ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={classNames({ color, border, size, block, loading, className })}
      // A loading button takes no second click (a double submit).
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <Content loading={loading} spinnerSize={spinnerSize}>
        {children}
      </Content>
    </button>
  )
}

type ButtonLinkProps<TRouter extends AnyRouter = RegisteredRouter, TOptions = unknown> = Look &
  /** A route of this site (client-side), or an `href` string: on this site (client-side) or an absolute URL (full page load). */
  LinkTarget<TRouter, TOptions> & {
    newTab?: boolean
    /** A full page load even for a path on this site. */
    reloadDocument?: boolean
  }

/** A link that looks like a button. Disabled (or loading), it goes nowhere. */
export function ButtonLink<TRouter extends AnyRouter = RegisteredRouter, TOptions = unknown>(props: ButtonLinkProps<TRouter, TOptions>): ReactNode
export function ButtonLink({ link, href, newTab, reloadDocument, disabled, loading, spinnerSize, children, ...look }: ButtonLinkProps) {
  const className = classNames({ ...look, loading })
  if (disabled || loading) {
    // No href: not focusable as a link, not followed by a click, a middle click or Enter.
    const block = (event: MouseEvent) => event.preventDefault()
    return (
      // eslint-disable-next-line jsx-a11y-x/anchor-is-valid, jsx-a11y-x/click-events-have-key-events -- a disabled link (no href) stays a link to assistive technology
      <a className={className} role="link" aria-disabled="true" aria-busy={loading || undefined} onClick={block}>
        <Content loading={loading} spinnerSize={spinnerSize}>
          {children}
        </Content>
      </a>
    )
  }
  if (link) {
    return (
      <Link
        {...(link as LinkComponentProps)}
        reloadDocument={reloadDocument}
        className={className}
        {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        <Content>{children}</Content>
      </Link>
    )
  }
  if (isSitePath(href) && !newTab && !reloadDocument) {
    return (
      <Link to="/" href={href} className={className}>
        <Content>{children}</Content>
      </Link>
    )
  }
  return (
    <a href={href} className={className} {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}>
      <Content>{children}</Content>
    </a>
  )
}
