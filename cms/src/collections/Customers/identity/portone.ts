import { createHmac } from 'node:crypto'
import { IdentityVerificationClient } from '@portone/server-sdk/identityVerification'
import { env } from '@/env'

/** PortOne's identity verification as configured (README, Configuration), or null when it is not. */
export function portOne() {
  const { PORTONE_STORE_ID: storeId, PORTONE_CHANNEL_KEY: channelKey, PORTONE_API_SECRET: secret, IDENTITY_CI_HASH_KEY: hashKey } = env
  if (!storeId || !channelKey || !secret || !hashKey) return null
  return {
    storeId,
    channelKey,
    client: IdentityVerificationClient({ secret, storeId, baseUrl: env.PORTONE_API_URL }),
    /** One person, one key, across accounts: the CI under our own key, never the CI itself. */
    personKey: (ci: string) => createHmac('sha256', hashKey).update(ci).digest('base64url'),
  }
}
