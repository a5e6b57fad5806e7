import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useState } from 'react'
import { PageHeader } from '~/ui/PageHeader'
import { Button, ButtonLink } from '~/ui/Button'
import { pushToast } from '~/ui/toast/toast-store'
import { serviceMessages } from './messages'
import { moveRequestToShop } from './service.functions'
import { ShopPicker } from '~/features/requests/ShopPicker'
import type { ServiceDetail } from './types'
import type { VisitShop } from '~/features/requests/types'

/** /user/service/shop/{id}: another shop for a visit, while the request still waits to be received. */
export function ServiceShopPage({ request, shops }: { request: ServiceDetail; shops: VisitShop[] }) {
  const router = useRouter()
  const move = useServerFn(moveRequestToShop)
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const shop = Number(new FormData(event.currentTarget).get('shop'))
    if (!shop) return setError(serviceMessages.shop)
    setPending(true)
    try {
      const result = await move({ data: { id: request.id, shop } })
      if (!result.ok) return setError(result.message)
      pushToast({ message: '방문할 매장을 바꿨습니다.' })
      await router.navigate({ to: '/user/service/view/$serviceId', params: { serviceId: String(request.id) } })
    } catch {
      setError('매장을 바꾸지 못했습니다. 잠시 후 다시 시도하세요.')
    } finally {
      setPending(false)
    }
  }

  const back = (
    <ButtonLink link={{ to: '/user/service/view/$serviceId', params: { serviceId: String(request.id) } }} border="light">
      신청 내용으로
    </ButtonLink>
  )
  return (
    <section className="page service">
      <PageHeader title="A/S 매장 선택" lead={`접수 번호 ${request.number}`} />
      {request.canChangeShop ? (
        <form className="form service__form" noValidate onSubmit={onSubmit}>
          {request.shop && <p>지금 매장: {request.shop.name}</p>}
          <ShopPicker shops={shops.filter((shop) => shop.id !== request.shop?.id)} prompt="A/S 받을 매장을 고르세요" error={error} />
          <div className="button-row">
            <Button type="submit" color="primary" loading={pending}>
              이 매장으로 바꾸기
            </Button>
            {back}
          </div>
        </form>
      ) : (
        <div className="notice">
          <p className="notice__title">매장을 바꿀 수 없습니다</p>
          <p>
            {request.method === 'mail'
              ? '택배로 접수한 신청입니다. 매장 방문으로 바꾸려면 신청을 취소하고 새로 신청해 주세요.'
              : '접수가 시작된 뒤에는 매장을 바꿀 수 없습니다. 고객센터로 문의하세요.'}
          </p>
          {back}
        </div>
      )}
    </section>
  )
}
