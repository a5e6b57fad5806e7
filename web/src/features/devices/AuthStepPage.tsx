import { PageHeader } from '~/ui/PageHeader'
import { IdentityVerification } from '~/features/identity/IdentityVerification'
import { identityProblemOf } from '~/features/identity/problems'
import type { MyIdentity } from '~/features/identity/types'
import { ButtonLink } from '~/ui/Button'
import { ProductCard, RegistrationSteps } from './ProductCard'
import type { CheckedProduct } from './types'

const BACK_HERE = '/device/register/auth'

/**
 * /device/register/auth: the checked product, then sign in or create an account (coming back
 * here with the serial kept) and verify being an adult through PortOne (본인인증), which the CMS
 * records on the customer.
 */
export function AuthStepPage({
  step,
  problem,
}: {
  step: { product: CheckedProduct; serialNumber: string; signedIn: boolean; identity: MyIdentity }
  /** Why the last verification came back refused. */
  problem?: string
}) {
  const { product, serialNumber, signedIn } = step
  return (
    <section className="page registration">
      <PageHeader title="본인 확인" lead="정품이 확인되었습니다. 등록을 이어 가려면 로그인하고 성인 본인인증을 해 주세요." />
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
        <IdentityVerification back={BACK_HERE} sdkUrl={step.identity.sdkUrl} problem={identityProblemOf(problem)} legacy={step.identity.legacy} />
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
