import { ADDRESS_DETAIL_MAX, addressFromPostcode, POSTAL_CODE_LENGTH, type PostcodeAnswer, ROAD_ADDRESS_MAX } from '@storefront/rules/postal-address'
import { useHydrated } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Button } from '~/ui/Button'
import { TextField } from '~/ui/TextField'

// A postal address as Korean sites take it (docs/decisions/0059): 우편번호 and 도로명 주소 filled by
// the Kakao (Daum) postcode search, 상세 주소 typed. The search's code (our part and Kakao's
// script) loads only when the customer asks for it; before the page is interactive, or without
// JavaScript, or when the search cannot load, the three fields are plain fields to type in and
// the form posts them as it would anyway.

const UNAVAILABLE = '주소 검색을 열 수 없습니다. 우편번호와 도로명 주소를 직접 적어 주세요.'

function SearchUnavailable() {
  return (
    <p className="form__error" role="alert">
      {UNAVAILABLE}
    </p>
  )
}

// A chunk that cannot load (offline) says so in the panel, rather than failing the whole form.
const PostcodeSearch = lazy(() =>
  import('./PostcodeSearch').then(
    (module) => ({ default: module.PostcodeSearch }),
    () => ({ default: SearchUnavailable }),
  ),
)

/**
 * Sets an uncontrolled field's value as typing would, so the form's own change handling (its
 * problems cleared as they are put right) sees it: React tracks the value set through the
 * prototype's setter and reports the input event that follows.
 */
function fillIn(input: HTMLInputElement | null, value: string) {
  if (!input) return
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

const fieldIn = (container: HTMLElement | null, name: string) => container?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null

interface AddressErrors {
  postalCode?: string
  address?: string
  detail?: string
}

/** 우편번호 with its search, 도로명 주소 and 상세 주소, posted as `postalCode`, `address` and `detail`. */
export function AddressFields({ scriptUrl, errors }: { scriptUrl: string; errors: AddressErrors }) {
  const hydrated = useHydrated()
  const panelId = useId()
  const fields = useRef<HTMLDivElement>(null)
  const [searching, setSearching] = useState(false)
  // Once chosen from the search, the postcode and road address are the search's: read-only, and
  // changed by searching again.
  const [chosen, setChosen] = useState(false)
  const [focusAfter, setFocusAfter] = useState<'detail' | 'search' | null>(null)

  useEffect(() => {
    if (!focusAfter) return
    if (focusAfter === 'detail') fieldIn(fields.current, 'detail')?.focus()
    else fields.current?.querySelector<HTMLButtonElement>('[data-postcode-search]')?.focus()
    setFocusAfter(null)
  }, [focusAfter])

  const choose = (answer: PostcodeAnswer) => {
    const { postalCode, address } = addressFromPostcode(answer)
    fillIn(fieldIn(fields.current, 'postalCode'), postalCode)
    fillIn(fieldIn(fields.current, 'address'), address)
    setChosen(true)
    setSearching(false)
    setFocusAfter('detail')
  }

  return (
    <div className="address-fields" ref={fields}>
      <div className="address-fields__postcode">
        <TextField
          name="postalCode"
          label="우편번호"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={POSTAL_CODE_LENGTH}
          readOnly={chosen}
          error={errors.postalCode}
        />
        {hydrated && (
          <Button data-postcode-search aria-expanded={searching} aria-controls={panelId} onClick={() => setSearching(true)} disabled={searching}>
            {chosen ? '다시 찾기' : '우편번호 찾기'}
          </Button>
        )}
      </div>
      {searching && (
        <section id={panelId} className="postcode-search" aria-label="우편번호 검색">
          <div className="postcode-search__bar">
            <p>도로명, 건물명 또는 지번으로 찾으세요.</p>
            <Button
              size="small"
              onClick={() => {
                setSearching(false)
                setFocusAfter('search')
              }}
            >
              닫기
            </Button>
          </div>
          <Suspense fallback={<p className="postcode-search__loading">주소 검색을 불러오는 중입니다…</p>}>
            <PostcodeSearch scriptUrl={scriptUrl} onChoose={choose} unavailable={<SearchUnavailable />} />
          </Suspense>
        </section>
      )}
      <TextField
        name="address"
        label="도로명 주소"
        autoComplete="address-line1"
        maxLength={ROAD_ADDRESS_MAX}
        readOnly={chosen}
        hint={chosen ? '주소를 바꾸려면 다시 찾기를 누르세요.' : '예: 서울 중구 세종대로 110'}
        error={errors.address}
      />
      <TextField
        name="detail"
        label="상세 주소"
        autoComplete="address-line2"
        maxLength={ADDRESS_DETAIL_MAX}
        hint="동·호수나 층을 적어 주세요. 단독주택이면 비워 두셔도 됩니다."
        error={errors.detail}
      />
    </div>
  )
}
