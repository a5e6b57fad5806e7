// Before the journeys: the seeded admin logs in to the CMS once (its password and a code of the
// authenticator secret the seed gave it), and every journey's staff edits use that token (support.ts,
// cmsAsAdmin). Logins of one user side by side can drop each other's session (support.ts, ownStaff),
// and a TOTP step signs an account in only once.
import { fetchPost, staffLogin } from '@storefront/rules/staff-login'
import { cmsURL, demoAdmin } from './support'

export default async function logInTheAdminOnce() {
  process.env.E2E_ADMIN_TOKEN = (await staffLogin(fetchPost(cmsURL), demoAdmin)).token
}
