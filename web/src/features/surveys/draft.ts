import type { SurveyAnswers } from './types'

// Answers kept in the browser while they are typed, so a reload or a detour through sign-in loses
// nothing; with them the key that makes a resent answer the same response. Removed once sent.

export interface Draft {
  answers: SurveyAnswers
  /** The idempotency key of this answer: the same however often it is sent. */
  key?: string
}

const storageKey = (slug: string, mode: 'new' | 'edit') => `survey:${slug}:${mode}`

export function readDraft(slug: string, mode: 'new' | 'edit'): Draft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(slug, mode)) ?? 'null') as Draft | null
    return stored && typeof stored.answers === 'object' && stored.answers !== null ? stored : null
  } catch {
    // Storage off (private mode, a full disk) or a damaged entry: start afresh.
    return null
  }
}

export function writeDraft(slug: string, mode: 'new' | 'edit', draft: Draft) {
  try {
    localStorage.setItem(storageKey(slug, mode), JSON.stringify(draft))
  } catch {
    // The form still works; only a reload would lose the answers.
  }
}

export function clearDraft(slug: string, mode: 'new' | 'edit') {
  try {
    localStorage.removeItem(storageKey(slug, mode))
  } catch {
    // Nothing kept, nothing to remove.
  }
}
