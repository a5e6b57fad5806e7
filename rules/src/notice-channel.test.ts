import { describe, expect, it } from 'vitest'
import { defaultNoticeChannel, isNoticeChannel, noticeChannelOf } from './notice-channel'

describe('how a customer hears from us', () => {
  const verified = { phone: '010-1234-5678', identity: { phone: '010-1234-5678' } }

  it('is KakaoTalk by default where the number on file is the verified one, else the mail', () => {
    expect(defaultNoticeChannel(verified)).toBe('kakao')
    expect(defaultNoticeChannel({ phone: '01012345678', identity: { phone: '010-1234-5678' } })).toBe('kakao')
    expect(noticeChannelOf({ ...verified, noticeChannel: null })).toBe('kakao')
    // A number never verified, or another than the verified one, or none at all: the mail.
    expect(defaultNoticeChannel({ phone: '010-1234-5678' })).toBe('email')
    expect(defaultNoticeChannel({ phone: '010-1234-5678', identity: { phone: null } })).toBe('email')
    expect(defaultNoticeChannel({ phone: '010-9999-5678', identity: { phone: '010-1234-5678' } })).toBe('email')
    expect(defaultNoticeChannel({ phone: null, identity: { phone: '010-1234-5678' } })).toBe('email')
    expect(defaultNoticeChannel({ phone: '02-123-4567', identity: { phone: '02-123-4567' } })).toBe('email')
    expect(noticeChannelOf({})).toBe('email')
  })

  it('keeps the customer’s choice while it can be kept: a text channel needs a number, verified or not', () => {
    expect(noticeChannelOf({ phone: '010-1234-5678', noticeChannel: 'sms' })).toBe('sms')
    expect(noticeChannelOf({ phone: '010-1234-5678', noticeChannel: 'email' })).toBe('email')
    expect(noticeChannelOf({ phone: null, noticeChannel: 'sms' })).toBe('email')
    expect(noticeChannelOf({ phone: '010-1234-5678', noticeChannel: 'kakao' })).toBe('kakao')
    expect(noticeChannelOf({ ...verified, noticeChannel: 'fax' })).toBe('kakao')
    expect(noticeChannelOf({ phone: '010-1234-5678', noticeChannel: 'fax' })).toBe('email')
    expect([isNoticeChannel('kakao'), isNoticeChannel('toString'), isNoticeChannel(1)]).toEqual([true, false, false])
  })
})
