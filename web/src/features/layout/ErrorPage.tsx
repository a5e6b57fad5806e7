import { Link } from '@tanstack/react-router'

// Spec §2 "Error page". Rendered inside the bare document: the error may have come from
// loading the very content the regular layout needs.

export function NotFoundPage() {
  return (
    <ErrorMessage
      title="요청하신 페이지를 찾을 수 없습니다."
      detail="주소가 잘못 입력되었거나, 페이지가 이동 또는 삭제되었을 수 있습니다."
    />
  )
}

export function ErrorPage() {
  return (
    <ErrorMessage
      title="예상하지 못한 문제가 발생했습니다."
      detail="잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 문의해 주세요."
    />
  )
}

function ErrorMessage({ title, detail }: { title: string; detail: string }) {
  return (
    <main className="error-page">
      <h1>{title}</h1>
      <p>{detail}</p>
      <Link to="/" className="button" reloadDocument>
        메인으로 돌아가기
      </Link>
    </main>
  )
}
