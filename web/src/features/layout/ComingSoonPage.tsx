import { ButtonLink } from '~/ui/Button'
import { PageHeader } from './PageHeader'

/** A page whose service opens later: its name and purpose now, the service itself soon. */
export function ComingSoonPage({ title, lead }: { title: string; lead: string }) {
  return (
    <section className="page">
      <PageHeader title={title} lead={lead} />
      <div className="notice">
        <p className="notice__title">서비스 준비 중입니다</p>
        <p>더 편리하게 이용하실 수 있도록 준비하고 있습니다. 조금만 기다려 주세요.</p>
        <ButtonLink link={{ to: '/' }} color="alternate">
          메인으로
        </ButtonLink>
      </div>
    </section>
  )
}
