import type { Auth } from 'firebase-admin/auth'

export const CUSTOMER_EMAIL = 'customer@storefront.test'

/** Creates the demo consumer in Firebase Auth unless it exists (then it is left alone). */
export async function seedCustomer(auth: Auth, password: string): Promise<boolean> {
  try {
    await auth.getUserByEmail(CUSTOMER_EMAIL)
    return false
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error
  }
  await auth.createUser({ email: CUSTOMER_EMAIL, password, displayName: '데모 고객', emailVerified: true })
  return true
}
