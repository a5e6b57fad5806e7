import { useState } from 'react'
import { PageHeader } from '~/features/layout/PageHeader'
import { Button, ButtonLink } from '~/ui/Button'
import { adultMessages } from './messages'
import { ProductCard, RegistrationSteps } from './ProductCard'
import type { CheckedProduct } from './types'

const BACK_HERE = '/device/register/auth'

/**
 * /device/register/auth: the checked product, then sign in or create an account (coming back
 * here with the serial kept) and confirm being an adult, which is recorded on the customer.
 */
export function AuthStepPage({
  product,
  serialNumber,
  signedIn,
  error,
  ticked = false,
}: {
  product: CheckedProduct
  serialNumber: string
  signedIn: boolean
  error?: string
  /** The box was ticked on the form the server refused. */
  ticked?: boolean
}) {
  const [sending, setSending] = useState(false)
  const message = error ? adultMessages[error] : undefined
  return (
    <section className="page registration">
      <PageHeader title="본인 확인" lead="정품이 확인되었습니다. 등록을 이어 가려면 로그인하고 성인 인증을 해 주세요." />
      <RegistrationSteps current={2} />
      <div className="registration__checked" role="status">
        <p className="registration__checked-title">정품 확인 완료</p>
        <ProductCard name={product.name} image={product.image}>
          <p className="product-card__meta">
            일련번호 <span className="serial">{serialNumber}</span>
          </p>
          <p className="product-card__meta">보증 기간 {product.warrantyMonths}개월</p>
        </ProductCard>
      </div>
      {signedIn ? (
        <form className="form" method="post" action="/api/devices/adult" noValidate onSubmit={(event) => (sending ? event.preventDefault() : setSending(true))}>
          <fieldset className="consents">
            <legend className="consents__title">성인 인증</legend>
            <div className={message ? 'check check--invalid' : 'check'}>
              <label className="check__label">
                <input
                  type="checkbox"
                  className="check__control"
                  name="adult"
                  defaultChecked={ticked}
                  required
                  aria-required
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? 'adult-error' : undefined}
                />
                <span>[필수] 만 19세 이상입니다.</span>
              </label>
              {message && (
                <p id="adult-error" className="field__error">
                  {message}
                </p>
              )}
            </div>
            <p className="field__hint">전자담배 기기는 만 19세 이상만 구입하고 등록할 수 있습니다. 확인한 날짜가 회원 정보에 기록됩니다.</p>
          </fieldset>
          <Button type="submit" color="primary" size="large" block loading={sending}>
            다음
          </Button>
        </form>
      ) : (
        <div className="notice">
          <p className="notice__title">로그인이 필요합니다</p>
          <p>로그인하거나 회원가입을 마치면 이 화면으로 돌아와 등록을 이어 갑니다. 확인한 일련번호는 그대로 남아 있습니다.</p>
          <div className="button-row">
            <ButtonLink link={{ to: '/login', search: { redirect: BACK_HERE } }} color="primary">
              로그인
            </ButtonLink>
            <ButtonLink link={{ to: '/register', search: { redirect: BACK_HERE } }} border="light">
              회원가입
            </ButtonLink>
          </div>
        </div>
      )}
    </section>
  )
}
