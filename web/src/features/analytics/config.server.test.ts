import { describe, expect, it } from 'vitest'
import { analyticsConfig } from './config.server'

const firebase = {
  apiKey: 'key',
  authDomain: 'p.firebaseapp.com',
  projectId: 'p',
  emulatorHost: undefined,
  serviceAccount: undefined,
  appId: undefined,
  measurementId: undefined,
}

describe('where page views go', () => {
  it('to Firebase Analytics when an app id and a measurement id are configured', () => {
    const config = analyticsConfig({ localRun: true, firebase: { ...firebase, appId: '1:2:web:3', measurementId: 'G-ABC123' } })
    expect(config).toEqual({
      sink: 'firebase',
      firebase: { apiKey: 'key', authDomain: 'p.firebaseapp.com', projectId: 'p', appId: '1:2:web:3', measurementId: 'G-ABC123' },
    })
  })

  it('to the local sink on a local run without Firebase Analytics', () => {
    expect(analyticsConfig({ localRun: true, firebase })).toEqual({ sink: 'local' })
  })

  it('nowhere in a deployment without Firebase Analytics', () => {
    expect(analyticsConfig({ localRun: false, firebase })).toBeNull()
  })
})
