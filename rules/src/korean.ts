// Korean particles chosen by the word's last sound, as a native writes them (not "(으)로").

/** True when `word` ends in a Hangul syllable with a final consonant; `exceptRieul` treats a final ㄹ as none (for 로). */
function endsInConsonant(word: string, exceptRieul = false): boolean {
  const code = word.trim().charCodeAt(word.trim().length - 1) - 0xac00
  if (code < 0 || code > 11_171) return false
  const final = code % 28
  return final !== 0 && !(exceptRieul && final === 8)
}

/** "접수 완료로", "수리 중으로", "반려로", "기기 입고로". */
export const toward = (word: string): string => `${word}${endsInConsonant(word, true) ? '으로' : '로'}`
