import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useState } from 'react'
import { PageHeader } from '~/ui/PageHeader'
import { Button } from '~/ui/Button'
import { TextField } from '~/ui/TextField'
import { pushToast } from '~/ui/toast/toast-store'
import { acceptTransfer } from './transfer.functions'
import { IdentityVerification } from '~/features/identity/IdentityVerification'
import { identityProblemOf } from '~/features/identity/problems'
import type { MyIdentity } from '~/features/identity/types'

/**
 * /user/receive: the recipient enters the code the owner gave them, and the device becomes theirs;
 * a recipient who has not verified being an adult (본인인증) does that here first.
 */
export function ReceivePage({ identity, problem }: { identity: MyIdentity | null; problem?: string }) {
  const router = useRouter()
  const accept = useServerFn(acceptTransfer)
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '')
    setPending(true)
    setError(undefined)
    try {
      const result = await accept({ data: { code } })
      if (!result.ok) return setError(result.message)
      pushToast({ message: `${result.device.serialNumber} 기기를 받았습니다. 이제 내 기기입니다.` })
      await router.navigate({ to: '/user/device' })
    } catch {
      setError('기기를 받지 못했습니다. 잠시 후 다시 시도하세요.')
    } finally {
      setPending(false)
    }
  }

  return (
    <section className="page service">
      <PageHeader title="기기 받기" lead="기기를 넘겨준 분께 받은 양도 코드를 입력하세요. 보증 기간은 그대로 이어집니다." />
      {identity && !identity.verified ? (
        <IdentityVerification back="/user/receive" sdkUrl={identity.sdkUrl} problem={identityProblemOf(problem)} legacy={identity.legacy} />
      ) : (
        <form className="form warranty-check" noValidate onSubmit={onSubmit}>
          <TextField label="양도 코드" name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="4KQ7-M2XD" error={error} />
          <Button type="submit" color="primary" loading={pending}>
            기기 받기
          </Button>
        </form>
      )}
    </section>
  )
}
