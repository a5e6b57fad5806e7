import { describe, expect, it } from 'vitest'
import { type FirebaseAccount, planSignIn } from './firebase-account'
import type { KakaoProfile } from './kakao-profile'

const verified: KakaoProfile = { id: '41', nickname: '김카카오', email: 'kim@example.kr', emailVerified: true }
const unverified: KakaoProfile = { ...verified, emailVerified: false }
const noEmail: KakaoProfile = { ...verified, email: null, emailVerified: false }
const passwordAccount: FirebaseAccount = { uid: 'pw-uid', email: 'kim@example.kr', emailVerified: true, displayName: '김서연' }

describe('planSignIn: which Firebase account a Kakao login reaches', () => {
  it('creates kakao:<id> at first login, with the nickname and the e-mail Kakao vouches for', () => {
    expect(planSignIn(verified, null, null)).toEqual({
      kind: 'create',
      uid: 'kakao:41',
      create: { displayName: '김카카오', email: 'kim@example.kr', emailVerified: true },
      claims: {},
    })
  })

  it('leaves out an e-mail Kakao has not verified, or that is missing', () => {
    expect(planSignIn(unverified, null, null)).toMatchObject({ kind: 'create', uid: 'kakao:41', create: { displayName: '김카카오' } })
    expect(planSignIn(unverified, null, null)).not.toHaveProperty('create.email')
    expect(planSignIn(noEmail, null, null)).toEqual({ kind: 'create', uid: 'kakao:41', create: { displayName: '김카카오' }, claims: {} })
  })

  it('links to the account with the same e-mail when both Kakao and that account verified it', () => {
    expect(planSignIn(verified, null, passwordAccount)).toEqual({ kind: 'link', uid: 'pw-uid', update: null, claims: { kakao_id: '41' } })
  })

  it('does not link when the existing account never verified the e-mail, and does not take its e-mail either', () => {
    const plan = planSignIn(verified, null, { ...passwordAccount, emailVerified: false })
    expect(plan).toEqual({ kind: 'create', uid: 'kakao:41', create: { displayName: '김카카오' }, claims: {} })
  })

  it('never links to another Kakao account that holds the address', () => {
    const other: FirebaseAccount = { uid: 'kakao:99', email: 'kim@example.kr', emailVerified: true }
    expect(planSignIn(verified, null, other)).toMatchObject({ kind: 'create', uid: 'kakao:41' })
  })

  it('signs a returning Kakao user in to the same account, even if an e-mail match appeared since', () => {
    const mine: FirebaseAccount = { uid: 'kakao:41', emailVerified: false, displayName: '김카카오' }
    expect(planSignIn(verified, mine, passwordAccount)).toEqual({ kind: 'existing', uid: 'kakao:41', update: null, claims: {} })
  })

  it('fills in what a returning Kakao user lacks, without overwriting what they have', () => {
    const bare: FirebaseAccount = { uid: 'kakao:41', emailVerified: false }
    expect(planSignIn(verified, bare, null)).toMatchObject({
      kind: 'existing',
      update: { displayName: '김카카오', email: 'kim@example.kr', emailVerified: true },
    })
    const renamed: FirebaseAccount = { uid: 'kakao:41', email: 'old@example.kr', emailVerified: true, displayName: '새 이름' }
    expect(planSignIn(verified, renamed, null)).toMatchObject({ kind: 'existing', update: null })
  })
})
