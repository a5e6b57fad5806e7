import { PHOTO_TYPES, PHOTOS_MAX } from '@storefront/rules/service-request'
import { gradeOf, type TradeInGrade } from '@storefront/rules/trade-in'
import { useHydrated } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { DeviceFacts } from '~/features/devices/DeviceFacts'
import { ProductCard } from '~/features/devices/ProductCard'
import { shrinkFormPhotos, useUploadForm } from '~/features/requests/upload-form'
import { PageHeader } from '~/ui/PageHeader'
import { ShopPicker } from '~/features/requests/ShopPicker'
import { Button, ButtonLink } from '~/ui/Button'
import { RichText } from '~/ui/rich-text/RichText'
import { FileField } from '~/ui/FileField'
import { exteriors, NOTE_MAX, type TradeInErrors, tradeInMessages, validateTradeIn } from './request-form'
import { TradeInElsewhereList } from './TradeInElsewhere'
import type { TradeInForm } from './request.server'
import { type Choice, ChoiceGroup, ErrorText, UploadProgress } from '~/ui/FormParts'
import { GradeCredits, GradeRules } from './GradeCredits'
import { IdentityVerification } from '~/features/identity/IdentityVerification'
import { identityProblemOf } from '~/features/identity/problems'
import { formatNumber } from '~/ui/format-number'

const ACTION = '/api/trade-in/request'

function returnedError(field: string): TradeInErrors {
  if (field in tradeInMessages) return { [field]: tradeInMessages[field as keyof typeof tradeInMessages] }
  return { form: '입력한 내용을 확인해 주세요.' }
}

const YES_NO: Choice<'yes' | 'no'>[] = [
  { value: 'yes', label: '예' },
  { value: 'no', label: '아니요' },
]

/** The grade the condition answers on the form give so far (none until the exterior is picked). */
function gradeOnForm(form: HTMLFormElement): TradeInGrade | null {
  const data = new FormData(form)
  const yes = (name: string) => (data.get(name) === null ? null : data.get(name) === 'yes')
  return gradeOf({ exterior: data.get('exterior') as string | null, powersOn: yes('powersOn'), accessories: yes('accessories') })
}

const TRADE_IN_METHODS: Choice<'visit' | 'mail'>[] = [
  { value: 'visit', label: '매장 방문 · 보상 판매를 받는 매장에 기기를 가져갑니다' },
  { value: 'mail', label: '택배 접수 · 승인 후 안내에 따라 기기를 보냅니다' },
]

/**
 * /trade-in/{id}/request/{serial}: condition questions, up to five photos with upload progress,
 * a shop that takes trade-ins or mail-in, the credit shown before sending and the event's terms to
 * accept; one submit, one trade-in (the CMS holds the limit and one per device).
 */
export function TradeInFormPage({ form: step, error, identity }: { form: TradeInForm; error?: string; identity?: string }) {
  const hydrated = useHydrated()
  const { device, event } = step
  const [method, setMethod] = useState<string | null>(null)
  const [grade, setGrade] = useState<TradeInGrade | null>(null)
  const { errors, progress, sending, onSubmit, onChange } = useUploadForm<TradeInErrors>({
    action: ACTION,
    initialErrors: () => (error ? returnedError(error) : {}),
    check: (form) => validateTradeIn(form).errors,
    shrinkPhotos: shrinkFormPhotos,
    messages: tradeInMessages,
  })

  if (device.reason || device.credit === null) {
    return (
      <section className="page trade-in">
        <PageHeader title="보상 판매 신청" lead={event.title} />
        <div className="notice" role="status">
          <p className="notice__title">이 기기로는 신청할 수 없습니다</p>
          <p>{device.reason}</p>
          <TradeInElsewhereList elsewhere={step.elsewhere} />
          <ButtonLink link={{ to: '/trade-in/$tradeEventId/me/{-$tab}', params: { tradeEventId: String(event.id), tab: undefined } }}>내 기기 보기</ButtonLink>
        </div>
      </section>
    )
  }

  // Adult-only: the customer verifies first (a checkbox of before does not count) and comes back here.
  if (!step.identity.verified) {
    return (
      <section className="page trade-in">
        <PageHeader title="보상 판매 신청" lead={event.title} />
        <IdentityVerification
          back={`/trade-in/${event.id}/request/${device.serialNumber}`}
          sdkUrl={step.identity.sdkUrl}
          problem={identityProblemOf(identity)}
          legacy={step.identity.legacy}
        />
      </section>
    )
  }

  const credits = device.credits
  const estimate = grade && credits ? credits.find((item) => item.grade === grade) : undefined
  return (
    <section className="page trade-in">
      <PageHeader title="보상 판매 신청" lead={event.title} />
      <ProductCard name={device.productName} image={device.image}>
        <DeviceFacts serialNumber={device.serialNumber}>
          <div>
            <dt>예상 보상 금액</dt>
            <dd data-testid="trade-in-credit" aria-live="polite">
              {estimate ? (
                <>
                  <strong>{formatNumber(estimate.credit)}원</strong> ({estimate.label})
                </>
              ) : (
                <>
                  최대 <strong>{formatNumber(device.credit)}원</strong>
                </>
              )}
            </dd>
          </div>
        </DeviceFacts>
      </ProductCard>
      {credits && (
        <section className="trade-in__section" aria-labelledby="trade-in-grades">
          <h2 id="trade-in-grades">상태별 보상 금액</h2>
          <GradeCredits credits={credits} current={grade} label={`${device.productName} 등급별 보상 금액`} />
          <GradeRules credits={credits} />
        </section>
      )}
      <p className="service__cover">
        아래에 기기 상태를 고르면 등급과 금액을 바로 알려 드립니다. 기기를 받아 상태를 확인한 뒤 보상 금액이 확정되며, 적어 주신 상태와 다르면 금액이 달라질 수
        있습니다.
      </p>
      <form
        className="form service__form"
        method="post"
        action={ACTION}
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        onChange={(event: FormEvent<HTMLFormElement>) => {
          onChange(event)
          setGrade(gradeOnForm(event.currentTarget))
        }}
      >
        <input type="hidden" name="idempotencyKey" value={step.idempotencyKey} />
        <input type="hidden" name="event" value={event.id} />
        <input type="hidden" name="serialNumber" value={device.serialNumber} />
        <ChoiceGroup name="exterior" legend="외관 상태" choices={exteriors} error={errors.exterior} />
        <ChoiceGroup name="powersOn" legend="전원이 정상적으로 켜지나요?" choices={YES_NO} error={errors.powersOn} />
        <ChoiceGroup name="accessories" legend="충전 케이블 등 구성품이 모두 있나요?" choices={YES_NO} error={errors.accessories} />
        <div className={errors.note ? 'field field--invalid' : 'field'}>
          <label htmlFor="note" className="field__label">
            추가 설명 (선택)
          </label>
          <textarea id="note" name="note" className="field__control" rows={3} maxLength={NOTE_MAX} aria-invalid={errors.note ? true : undefined} />
          <ErrorText id="note-error" message={errors.note} />
        </div>
        <FileField
          name="photos"
          label={`사진 (선택, ${PHOTOS_MAX}장까지)`}
          choose="사진 선택"
          unit="장"
          multiple
          accept={PHOTO_TYPES.join(',')}
          hint="기기 앞뒤와 흠집이 있는 곳을 찍어 주시면 확인이 빨라집니다. 한 장에 10MB까지."
          error={errors.photos}
        />
        <UploadProgress id="photos-progress" label="사진 올리는 중" progress={progress} />
        <ChoiceGroup name="method" legend="접수 방법" choices={TRADE_IN_METHODS} error={errors.method} onChange={setMethod} />
        {(!hydrated || method === 'visit') && <ShopPicker shops={step.shops} prompt="기기를 가져갈 매장을 고르세요" error={errors.shop} />}
        {event.termsHtml && <RichText html={event.termsHtml} className="trade-in__terms" />}
        <label className="choice" data-invalid={errors.terms ? true : undefined}>
          <input type="checkbox" name="terms" value="accepted" aria-describedby={errors.terms ? 'terms-error' : undefined} />
          <span>참여 조건·유의 사항을 확인했고 동의합니다.</span>
        </label>
        <ErrorText id="terms-error" message={errors.terms} />
        {errors.form && (
          <p className="form__error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" color="primary" size="large" block loading={sending}>
          {estimate ? `${formatNumber(estimate.credit)}원 보상 판매 신청하기` : '보상 판매 신청하기'}
        </Button>
      </form>
    </section>
  )
}
