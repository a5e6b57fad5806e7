import { purchaseChannels, purchaseDayProblem, receiptProblem } from '@storefront/rules/device-registration'
import { useHydrated } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { PageHeader } from '~/ui/PageHeader'
import { Button } from '~/ui/Button'
import { SiteLink } from '~/ui/SiteLink'
import { FileField } from '~/ui/FileField'
import { TextField } from '~/ui/TextField'
import { type LicenseErrors, licenseMessages } from './messages'
import { ProductCard, RegistrationSteps } from './ProductCard'
import { downscaled, useUploadForm } from '~/features/requests/upload-form'
import type { CheckedProduct } from './types'
import { ChoiceGroup, ErrorText, UploadProgress } from '~/ui/FormParts'

export interface LicenseStep {
  product: CheckedProduct
  serialNumber: string
  today: string
  shops: { id: number; name: string; district: string }[]
  idempotencyKey: string
  warrantyPolicyPath: string
}

const ACTION = '/api/devices/register'

/** What the browser can tell before sending, in the same words as the server. */
function checkBeforeSending(form: FormData, product: CheckedProduct): LicenseErrors {
  const errors: LicenseErrors = {}
  if (form.get('termsAccepted') !== 'on') errors.termsAccepted = licenseMessages.termsAccepted
  if (form.get('privacyAccepted') !== 'on') errors.privacyAccepted = licenseMessages.privacyAccepted
  const dayProblem = purchaseDayProblem(String(form.get('purchaseDate') ?? ''), product.releasedOn)
  if (dayProblem) errors.purchaseDate = dayProblem
  const channel = form.get('purchaseChannel')
  if (!channel) errors.purchaseChannel = licenseMessages.purchaseChannel
  if (channel === 'shop' && !form.get('purchaseShop')) errors.purchaseShop = licenseMessages.purchaseShop
  if (channel === 'other' && !String(form.get('purchasePlace') ?? '').trim()) errors.purchasePlace = licenseMessages.purchasePlace
  const file = form.get('receipt')
  const fileProblem = file instanceof File && file.size > 0 ? receiptProblem(file) : null
  if (fileProblem) errors.receipt = fileProblem
  return errors
}

function Consent({ name, error, children }: { name: 'termsAccepted' | 'privacyAccepted'; error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'check check--invalid' : 'check'}>
      <label className="check__label">
        <input
          type="checkbox"
          className="check__control"
          name={name}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      <ErrorText id={`${name}-error`} message={error} />
    </div>
  )
}

/**
 * /device/register/license: the warranty terms and privacy consent, when and where it was
 * bought, an optional receipt; one submit, one device (the form's idempotency key).
 */
export function LicensePage({ step, error }: { step: LicenseStep; error?: string }) {
  const hydrated = useHydrated()
  const [channel, setChannel] = useState<string | null>(null)
  const { product } = step
  const { errors, progress, sending, onSubmit, onChange } = useUploadForm<LicenseErrors>({
    action: ACTION,
    initialErrors: () => (error && error in licenseMessages ? { [error]: licenseMessages[error as keyof LicenseErrors] } : {}),
    check: (form) => checkBeforeSending(form, product),
    shrinkPhotos: async (form) => {
      const file = form.get('receipt')
      if (!(file instanceof File && file.size > 0)) return false
      form.set('receipt', await downscaled(file))
      return true
    },
    messages: { offline: '인터넷 연결을 확인하고 다시 시도하세요. 같은 내용으로 다시 보내도 한 번만 등록됩니다.', form: licenseMessages.form },
  })

  const showShop = !hydrated || channel === 'shop'
  const showPlace = !hydrated || channel === 'other'
  return (
    <section className="page registration">
      <PageHeader title="보증 등록" lead="구입 정보를 입력하고 약관에 동의하면 정품 등록이 끝납니다." />
      <RegistrationSteps current={3} />
      <ProductCard name={product.name} image={product.image}>
        <p className="product-card__meta">
          일련번호 <span className="serial">{step.serialNumber}</span>
        </p>
      </ProductCard>
      <form className="form registration__form" method="post" action={ACTION} encType="multipart/form-data" noValidate onSubmit={onSubmit} onChange={onChange}>
        <input type="hidden" name="idempotencyKey" value={step.idempotencyKey} />
        <TextField
          name="purchaseDate"
          label="구입일"
          type="date"
          required
          max={step.today}
          min={product.releasedOn ?? undefined}
          hint="영수증이나 주문 내역의 날짜를 입력하세요. 보증은 이날부터 시작됩니다."
          error={errors.purchaseDate}
        />
        <ChoiceGroup name="purchaseChannel" legend="구입처" choices={purchaseChannels} error={errors.purchaseChannel} onChange={setChannel} />
        {showShop && (
          <div className={errors.purchaseShop ? 'field field--invalid' : 'field'}>
            <label htmlFor="purchaseShop" className="field__label">
              구입한 매장
            </label>
            <select
              id="purchaseShop"
              name="purchaseShop"
              className="field__control"
              defaultValue=""
              aria-invalid={errors.purchaseShop ? true : undefined}
              aria-describedby={errors.purchaseShop ? 'purchaseShop-error' : undefined}
            >
              <option value="">매장을 고르세요</option>
              {step.shops.map((shop) => (
                <option key={shop.id} value={shop.id}>
                  {shop.name} ({shop.district})
                </option>
              ))}
            </select>
            <ErrorText id="purchaseShop-error" message={errors.purchaseShop} />
          </div>
        )}
        {showPlace && (
          <TextField name="purchasePlace" label="구입한 곳" maxLength={100} hint="매장이나 쇼핑몰 이름을 적어 주세요." error={errors.purchasePlace} />
        )}
        <FileField
          name="receipt"
          label="구매 영수증 (선택)"
          choose="영수증 선택"
          unit="개"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf"
          hint="사진 또는 PDF, 10MB까지. 올려 주시면 A/S 때 구입일 확인이 빨라집니다."
          error={errors.receipt}
        />
        <UploadProgress id="receipt-progress" label="영수증 올리는 중" progress={progress} />
        <fieldset className="consents">
          <legend className="consents__title">약관 동의</legend>
          <Consent name="termsAccepted" error={errors.termsAccepted}>
            [필수]{' '}
            <SiteLink href={step.warrantyPolicyPath} newTab>
              품질 보증 약관
            </SiteLink>
            에 동의합니다.
          </Consent>
          <Consent name="privacyAccepted" error={errors.privacyAccepted}>
            [필수] 정품 등록과 A/S를 위한{' '}
            <SiteLink link={{ to: '/terms/privacy' }} newTab>
              개인정보 수집·이용
            </SiteLink>
            에 동의합니다.
          </Consent>
        </fieldset>
        {errors.form && (
          <p className="form__error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" color="primary" size="large" block loading={sending}>
          정품 등록하기
        </Button>
      </form>
    </section>
  )
}
