import type { PostcodeAnswer } from '@storefront/rules/postal-address'
import type { ReactNode } from 'react'
import { KakaoPostcodeEmbed } from 'react-daum-postcode'

// The Kakao (Daum) postcode search embedded in the page (docs/decisions/0059), through
// react-daum-postcode: it adds the script from `scriptUrl` when this first renders (not before),
// then `new daum.Postcode({ oncomplete, … }).embed(element)`. Loaded with AddressFields' search
// panel, so neither this nor the library is in any page's first JavaScript.

export function PostcodeSearch({
  scriptUrl,
  onChoose,
  unavailable,
}: {
  scriptUrl: string
  onChoose: (answer: PostcodeAnswer) => void
  unavailable: ReactNode
}) {
  return (
    <KakaoPostcodeEmbed
      scriptUrl={scriptUrl}
      onComplete={onChoose}
      errorMessage={unavailable}
      className="postcode-search__frame"
      // The library's own default is 400 px tall: the search's list wants most of a phone's screen.
      style={{ height: 'min(70vh, 32rem)' }}
    />
  )
}
