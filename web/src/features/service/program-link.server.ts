import { PROGRAM_PARAM } from '@storefront/rules/service-program'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import { seeOther } from '~/features/requests/form-post.server'

// The link of a service program's notice (/service/program/<token>, docs/product.md#service-programs):
// the CMS records the first open (the program's reach) and names the unit; the owner then lands on
// the A/S form of that serial filed under the program (signing in first when they must). A link
// of a program that ended, or not ours, lands on my devices, which show what applies now.

const TOKEN = /^[\w-]{16,64}$/
const MY_DEVICES = '/user/device'

export async function followProgramLink(token: string): Promise<Response> {
  if (!TOKEN.test(token)) return seeOther(MY_DEVICES)
  try {
    const { program, serialNumber } = await cms().post<{ program: number; serialNumber: string }>('/api/service-programs/open', { token })
    return seeOther(`/service/${encodeURIComponent(serialNumber)}?${new URLSearchParams({ [PROGRAM_PARAM]: String(program) })}`)
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return seeOther(MY_DEVICES)
    throw error
  }
}
