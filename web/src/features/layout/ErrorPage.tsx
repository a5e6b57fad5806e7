import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isCmsUnavailable } from '~/features/cms/cms-unavailable'
import { ButtonLink } from '~/ui/Button'
import { DefaultLayout } from './DefaultLayout'

// The not-found screen, the 'unexpected problem' screen (docs/product.md#behaviour-on-every-page) and,
// when the CMS did not answer in time, the 'try again shortly' one (a 503, server.ts), each with
// 'back to main'; a full-page error when even the frame could not be built.

export const NOT_FOUND_TITLE = '요청하신 페이지를 찾을 수 없습니다.'
export const ERROR_TITLE = '예상하지 못한 문제가 발생했습니다.'
export const UNAVAILABLE_TITLE = '지금은 페이지를 불러올 수 없습니다.'

/** The message of a route whose parameters failed validation. */
export const VALIDATION_NOT_FOUND = 'Page Not Found'
export const notFoundMessage = (path: string) => `Page not found: ${path}`

/** What the 404 screen says, from the not-found's data (`navigation/params.ts` marks a validation failure). */
export const notFoundMessageFor = (data: unknown, pathname: string) => (isValidationFailure(data) ? VALIDATION_NOT_FOUND : notFoundMessage(pathname))

/**
 * The root's not-found boundary: an unknown path ('Page not found: {path}') or a route whose
 * parameters failed validation ('Page Not Found'), inside the default layout, with status 404.
 */
export function RootNotFound({ data }: { data?: unknown }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const message = notFoundMessageFor(data, pathname)
  return (
    <DefaultLayout>
      <NotFoundScreen message={message} />
    </DefaultLayout>
  )
}

export function NotFoundScreen({ message }: { message: string }) {
  return (
    <ErrorScreenLayout code="404" title={NOT_FOUND_TITLE} message={message}>
      주소가 잘못 입력되었거나, 페이지가 이동 또는 삭제되었을 수 있습니다.
      <br />
      입력하신 주소를 다시 한번 확인해 주세요.
    </ErrorScreenLayout>
  )
}

/** A page that failed inside its layout: the header and footer stay. */
export function ErrorScreen({ error }: { error?: unknown }) {
  if (isCmsUnavailable(error)) return <UnavailableScreen />
  return (
    <ErrorScreenLayout code="500" title={ERROR_TITLE}>
      잠시 후 다시 시도해 주세요.
      <br />
      문제가 계속되면 고객센터로 문의해 주세요.
    </ErrorScreenLayout>
  )
}

/** The CMS did not answer in time, even when asked twice: a moment's wait, nothing broken. */
export function UnavailableScreen() {
  return (
    <ErrorScreenLayout code="503" title={UNAVAILABLE_TITLE}>
      지금 접속이 많아 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.
      <br />
      페이지를 새로고침하면 다시 불러옵니다.
    </ErrorScreenLayout>
  )
}

/** The frame itself failed (the site settings could not be loaded, a layout broke): the whole page. */
export function FatalErrorPage({ error }: { error?: unknown }) {
  return (
    <div className="fatal-error">
      <ErrorScreen error={error} />
    </div>
  )
}

function ErrorScreenLayout({ code, title, message, children }: { code: string; title: string; message?: string; children: ReactNode }) {
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <p className="error-screen__code" aria-hidden="true">
        {code}
      </p>
      <h1 id="error-title">{title}</h1>
      <p className="error-screen__detail">{children}</p>
      {message && <p className="error-screen__message">{message}</p>}
      {/* A full load: whatever broke this page stays behind. */}
      <ButtonLink link={{ to: '/' }} color="black" size="large" reloadDocument>
        메인으로
      </ButtonLink>
    </section>
  )
}

const isValidationFailure = (data: unknown) => typeof data === 'object' && data !== null && 'reason' in data && data.reason === 'validation'
