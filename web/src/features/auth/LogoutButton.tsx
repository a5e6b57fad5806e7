import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { Button } from '~/ui/Button'
import { endSession } from './session.functions'

export function LogoutButton() {
  const router = useRouter()
  const endSessionFn = useServerFn(endSession)
  const [pending, setPending] = useState(false)

  async function logout() {
    setPending(true)
    try {
      await endSessionFn()
      await router.navigate({ to: '/' })
    } finally {
      setPending(false)
    }
  }

  return (
    <Button onClick={logout} loading={pending}>
      로그아웃
    </Button>
  )
}
