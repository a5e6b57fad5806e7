// Before the journeys: the seeded admin logs in to the CMS once, and every journey's staff edits
// use that token (support.ts, cmsAsAdmin). Logins of one user side by side can drop each other's
// session (support.ts, ownStaff).
import { cmsURL, demoAdmin } from './support'

export default async function logInTheAdminOnce() {
  const login = await fetch(`${cmsURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAdmin),
  })
  if (login.status !== 200) throw new Error(`admin login to the CMS answered ${login.status}: ${await login.text()}`)
  process.env.E2E_ADMIN_TOKEN = ((await login.json()) as { token: string }).token
}
