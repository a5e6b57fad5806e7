import { z } from 'zod'

// What we take from Kakao's GET /v2/user/me. No I/O here, so it can be tested directly.

export interface KakaoProfile {
  /** Kakao's member number ("회원번호"), as a string: it is the stable key, never a quantity. */
  id: string
  nickname: string | null
  email: string | null
  /**
   * Kakao vouches for the e-mail: verified by Kakao (is_email_verified) and still this account's
   * (is_email_valid turns false when another Kakao account has taken the address since).
   */
  emailVerified: boolean
}

const kakaoUser = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]),
  kakao_account: z
    .object({
      profile: z.object({ nickname: z.string().optional() }).partial().optional(),
      email: z.string().optional(),
      is_email_valid: z.boolean().optional(),
      is_email_verified: z.boolean().optional(),
    })
    .optional(),
  properties: z.object({ nickname: z.string().optional() }).partial().optional(),
})

/** The profile in Kakao's user JSON; throws when the JSON is not a Kakao user. */
export function parseKakaoUser(json: unknown): KakaoProfile {
  const { id, kakao_account: account, properties } = kakaoUser.parse(json)
  const email = z.email().safeParse(account?.email?.trim().toLowerCase()).data ?? null
  const nickname = (account?.profile?.nickname ?? properties?.nickname)?.trim().slice(0, 50) || null
  return {
    id: String(id),
    nickname,
    email,
    emailVerified: email !== null && account?.is_email_verified === true && account?.is_email_valid === true,
  }
}
