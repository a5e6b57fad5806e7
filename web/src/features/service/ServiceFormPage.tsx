import {
  descriptionProblem,
  DESCRIPTION_MAX,
  openTradeInRefusal,
  PHOTO_TYPES,
  PHOTOS_MAX,
  photosProblem,
  returnAddressProblems,
  symptoms,
} from '@storefront/rules/service-request'
import { PROGRAM_APPLIES } from '@storefront/rules/service-program'
import { useHydrated } from '@tanstack/react-router'
import { useState } from 'react'
import { AddressFields } from '~/features/address/AddressFields'
import { DeviceFacts, WarrantyFact } from '~/features/devices/DeviceFacts'
import { ProductCard } from '~/features/devices/ProductCard'
import { shrinkFormPhotos, useUploadForm } from '~/features/requests/upload-form'
import { PageHeader } from '~/ui/PageHeader'
import { filesOf } from '~/ui/form-files'
import { Button, ButtonLink } from '~/ui/Button'
import { FileField } from '~/ui/FileField'
import { TextField } from '~/ui/TextField'
import { type ServiceErrors, serviceMessages } from './messages'
import { StatusBadge } from '~/features/requests/StatusBadge'
import { ShopPicker } from '~/features/requests/ShopPicker'
import type { ServiceForm } from './types'
import { WordsField } from './WordsField'
import { type Choice, ChoiceGroup, UploadProgress } from '~/ui/FormParts'

const ACTION = '/api/service/request'

const SERVICE_METHODS: Choice<'visit' | 'mail'>[] = [
  { value: 'visit', label: '매장 방문 · 가까운 A/S 매장에 기기를 맡깁니다' },
  { value: 'mail', label: '택배 접수 · 기기를 보내 주시면 수리해서 돌려 드립니다' },
]

/** What the browser can tell before sending, in the same words as the server. */
function checkBeforeSending(form: FormData): ServiceErrors {
  const errors: ServiceErrors = {}
  if (!form.get('symptom')) errors.symptom = serviceMessages.symptom
  const describe = descriptionProblem(String(form.get('description') ?? ''))
  if (describe) errors.description = describe
  const photos = photosProblem(filesOf(form))
  if (photos) errors.photos = photos
  const method = form.get('method')
  if (!method) errors.method = serviceMessages.method
  if (method === 'visit' && !form.get('shop')) errors.shop = serviceMessages.shop
  if (method === 'mail') {
    const field = (name: string) => String(form.get(name) ?? '')
    Object.assign(
      errors,
      returnAddressProblems({
        name: field('name'),
        phone: field('phone'),
        postalCode: field('postalCode'),
        address: field('address'),
        detail: field('detail'),
      }),
    )
  }
  return errors
}

/** A form sent without the page's script comes back with the first problem's field (submit.server.ts). */
function returnedError(field: string): ServiceErrors {
  if (field in serviceMessages) return { [field]: serviceMessages[field as keyof typeof serviceMessages] }
  return { form: '입력한 내용을 확인해 주세요. 증상 설명, 사진, 받으실 곳을 다시 살펴 주세요.' }
}

/**
 * /service/{serialNumber}: symptom, description, up to five photos, a shop to visit or a return
 * address for a mail-in, and the warranty cover shown before sending; one submit, one request.
 */
export function ServiceFormPage({ form: step, error }: { form: ServiceForm; error?: string }) {
  const hydrated = useHydrated()
  const { device } = step
  const [method, setMethod] = useState<string | null>(null)
  const { errors, progress, sending, onSubmit, onChange } = useUploadForm<ServiceErrors>({
    action: ACTION,
    initialErrors: () => (error ? returnedError(error) : {}),
    check: checkBeforeSending,
    shrinkPhotos: shrinkFormPhotos,
    messages: serviceMessages,
  })

  if (step.openTradeIn) {
    return (
      <section className="page service">
        <PageHeader title="A/S 신청" />
        <div className="notice">
          <p className="notice__title">{openTradeInRefusal}</p>
          <p>
            보상 판매 {step.openTradeIn.number} · {step.openTradeIn.statusLabel}
          </p>
          <ButtonLink link={{ to: '/trade-in/view/$tradeId', params: { tradeId: String(step.openTradeIn.id) } }} color="primary">
            보상 판매 보기
          </ButtonLink>
        </div>
      </section>
    )
  }

  if (step.openRequest) {
    return (
      <section className="page service">
        <PageHeader title="A/S 신청" />
        <div className="notice">
          <p className="notice__title">{serviceMessages.open}</p>
          <p>
            {step.openRequest.number} <StatusBadge status={step.openRequest.status} label={step.openRequest.statusLabel} />
          </p>
          <p>진행 중인 신청이 끝나면 다시 신청할 수 있습니다.</p>
          <ButtonLink link={{ to: '/user/service/view/$serviceId', params: { serviceId: String(step.openRequest.id) } }} color="primary">
            진행 상황 보기
          </ButtonLink>
        </div>
      </section>
    )
  }

  const showShop = !hydrated || method === 'visit'
  const showAddress = !hydrated || method === 'mail'
  return (
    <section className="page service">
      <PageHeader title="A/S 신청" lead="증상과 접수 방법을 알려 주시면 빠르게 도와드리겠습니다." />
      <ProductCard name={device.productName} image={device.image}>
        <DeviceFacts serialNumber={device.serialNumber}>
          <WarrantyFact device={device} />
        </DeviceFacts>
      </ProductCard>
      {step.program && (
        <div className="notice program-notice" data-testid="program-request">
          <p className="notice__title">{step.program.name}</p>
          <p>
            {PROGRAM_APPLIES}. {step.program.offerLabel} 신청으로 접수되며 비용은 받지 않습니다. ({step.program.endsOn}까지 신청)
          </p>
        </div>
      )}
      <p className={device.inWarranty || step.program ? 'service__cover service__cover--free' : 'service__cover'} data-testid="warranty-cover">
        {step.program
          ? `무상 수리 프로그램 대상이라 비용 없이 ${step.program.offerLabel.replace('무상 ', '')}해 드립니다.`
          : device.inWarranty
            ? '보증 기간 안이라 무상 수리 대상입니다. 사용자 과실(파손·침수)이면 비용이 들 수 있습니다.'
            : '보증 기간이 지나 유상 수리입니다. 점검한 뒤 비용을 먼저 알려 드리고, 동의하시면 수리합니다.'}
      </p>
      <form className="form service__form" method="post" action={ACTION} encType="multipart/form-data" noValidate onSubmit={onSubmit} onChange={onChange}>
        <input type="hidden" name="idempotencyKey" value={step.idempotencyKey} />
        <input type="hidden" name="serialNumber" value={device.serialNumber} />
        {step.program && <input type="hidden" name="program" value={step.program.id} />}
        <ChoiceGroup name="symptom" legend="증상" choices={symptoms} error={errors.symptom} />
        <WordsField
          id="description"
          name="description"
          label="증상 설명"
          hint="언제부터, 어떤 상황에서 그런지 적어 주세요."
          max={DESCRIPTION_MAX}
          rows={5}
          error={errors.description}
        />
        <FileField
          name="photos"
          label={`사진 (선택, ${PHOTOS_MAX}장까지)`}
          choose="사진 선택"
          unit="장"
          multiple
          accept={PHOTO_TYPES.join(',')}
          hint="증상이 보이는 사진을 올려 주시면 점검이 빨라집니다. 한 장에 10MB까지, 큰 사진은 줄여서 올립니다."
          error={errors.photos}
        />
        <UploadProgress id="photos-progress" label="사진 올리는 중" progress={progress} />
        <ChoiceGroup name="method" legend="접수 방법" choices={SERVICE_METHODS} error={errors.method} onChange={setMethod} />
        {showShop && <ShopPicker shops={step.shops} prompt="A/S 받을 매장을 고르세요" error={errors.shop} />}
        {showAddress && (
          <fieldset className="service__address">
            <legend className="field__label">수리 후 받으실 곳 (택배 접수)</legend>
            <TextField name="name" label="받는 분" autoComplete="name" maxLength={50} error={errors.name} />
            <TextField name="phone" label="연락처" type="tel" autoComplete="tel" inputMode="tel" maxLength={20} hint="예: 010-1234-5678" error={errors.phone} />
            <AddressFields scriptUrl={step.postcodeScriptUrl} errors={errors} />
          </fieldset>
        )}
        {errors.form && (
          <p className="form__error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" color="primary" size="large" block loading={sending}>
          {step.program ? '무상 A/S 신청하기' : 'A/S 신청하기'}
        </Button>
      </form>
    </section>
  )
}
