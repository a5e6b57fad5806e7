import { describe, expect, it } from 'vitest'
import { defaultNoticeChannel, isNoticeChannel, noticeChannelOf } from './notice-channel'

describe('how a customer hears from us', () => {
  it('is KakaoTalk by default where there is a number on file, else the mail', () => {
    expect(defaultNoticeChannel({ phone: '010-1234-5678' })).toBe('kakao')
    expect(defaultNoticeChannel({ phone: null })).toBe('email')
    expect(noticeChannelOf({ phone: '010-1234-5678', noticeChannel: null })).toBe('kakao')
    expect(noticeChannelOf({})).toBe('email')
  })

  it('keeps the customer’s choice while it can be kept: a text channel needs a number', () => {
    expect(noticeChannelOf({ phone: '010-1234-5678', noticeChannel: 'sms' })).toBe('sms')
    expect(noticeChannelOf({ phone: '010-1234-5678', noticeChannel: 'email' })).toBe('email')
    expect(noticeChannelOf({ phone: null, noticeChannel: 'sms' })).toBe('email')
    expect(noticeChannelOf({ phone: '010-1234-5678', noticeChannel: 'fax' })).toBe('kakao')
    expect([isNoticeChannel('kakao'), isNoticeChannel('toString'), isNoticeChannel(1)]).toEqual([true, false, false])
  })
})
