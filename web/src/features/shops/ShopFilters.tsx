import { regions, shopKinds, shopServices } from '@storefront/rules/shop-options'
import { getRouteApi } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useId } from 'react'
import { Button } from '~/ui/Button'
import { changeSearch, MAX_QUERY_LENGTH, type ShopSearch } from './shop-search'

const route = getRouteApi('/_default/shops')

/** The filters' form: the order buttons outside it send it before the app is there (their `form`). */
export const SHOP_FILTERS_FORM = 'shop-filters'

/**
 * Search and filters. A plain GET form to /shops, so it works before the page's script has run:
 * a choice is sent at once by the page's loader then (`data-applies-on-change`, decision 0072);
 * with the app, a choice applies in place and each change is a step in the browser's history.
 */
export function ShopFilters({ search, districts }: { search: ShopSearch; districts: string[] }) {
  const navigate = route.useNavigate()
  const apply = (changes: Parameters<typeof changeSearch>[1]) => navigate({ search: (current) => changeSearch(current, changes), resetScroll: false })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = new FormData(event.currentTarget).get('q')
    void apply({ q: typeof query === 'string' ? query : undefined })
  }

  return (
    <form
      id={SHOP_FILTERS_FORM}
      className="shop-filters"
      role="search"
      aria-label="매장 검색"
      method="get"
      action="/shops"
      onSubmit={onSubmit}
      data-applies-on-change
    >
      <div className="shop-filters__search">
        <label htmlFor="shop-query" className="field__label">
          매장명 또는 주소
        </label>
        <div className="shop-filters__search-row">
          <input
            // A new value in the URL (back, forward, reset) replaces what was typed.
            key={search.q ?? ''}
            id="shop-query"
            className="field__control"
            type="search"
            name="q"
            defaultValue={search.q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="예: 홍대, 강남대로"
            enterKeyHint="search"
          />
          <Button type="submit" color="black">
            검색
          </Button>
        </div>
      </div>
      <div className="shop-filters__selects">
        <FilterSelect label="시·도" name="region" value={search.region} onChange={(region) => apply({ region })} clears="district">
          {regions.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="시·군·구"
          name="district"
          value={search.district}
          onChange={(district) => apply({ district })}
          disabled={!search.region}
          allLabel={search.region ? '전체' : '시·도 먼저 선택'}
        >
          {districts.map((district) => (
            <option key={district} value={district}>
              {district}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="제공 서비스" name="service" value={search.service} onChange={(service) => apply({ service })}>
          {shopServices.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="매장 유형" name="kind" value={search.kind} onChange={(kind) => apply({ kind })}>
          {shopKinds.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterSelect>
      </div>
      {/* Without the page's script, the location order survives a submit of the form. */}
      {search.near && <input type="hidden" name="near" value={search.near} />}
    </form>
  )
}

interface FilterSelectProps {
  label: string
  name: string
  value: string | undefined
  onChange: (value: string | undefined) => void
  disabled?: boolean
  allLabel?: string
  /** The select a choice here makes meaningless (the loader clears it before sending the form). */
  clears?: string
  children: ReactNode
}

function FilterSelect({ label, name, value, onChange, disabled, allLabel = '전체', clears, children }: FilterSelectProps) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__control shop-filters__select"
        value={value ?? ''}
        disabled={disabled}
        data-clears={clears}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{allLabel}</option>
        {children}
      </select>
    </div>
  )
}
