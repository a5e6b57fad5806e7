import { getRouteApi, Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { PageHeader } from '~/ui/PageHeader'
import { Button, ButtonLink } from '~/ui/Button'
import { regionLabel } from './labels'
import { ShopCard } from './ShopCard'
import { SHOP_FILTERS_FORM, ShopFilters } from './ShopFilters'
import { changeSearch, formatNear, hasFilters, MAX_PAGES, type ShopSearch } from './shop-search'
import { positionProblemMessage, usePosition } from './use-position'
import { formatNumber } from '~/ui/format-number'

const route = getRouteApi('/_default/shops')

export function ShopFinderPage() {
  const results = route.useLoaderData()
  const search = route.useSearch()
  const loading = useRouterState({ select: (state) => state.isLoading })
  const { shops, total } = results

  // "더 보기": once the longer list is in, focus goes to the first shop it added.
  const firstAdded = useRef<number | null>(null)
  const firstAddedCard = useRef<HTMLElement>(null)
  useEffect(() => {
    if (firstAdded.current !== null && shops.length > firstAdded.current) {
      firstAddedCard.current?.focus()
      firstAdded.current = null
    }
  }, [shops.length])

  const page = search.page ?? 1
  const more = shops.length < total && page < MAX_PAGES

  return (
    <section className="page shops">
      <PageHeader title="매장 찾기" lead="가까운 직영점, 협력점과 서비스센터를 찾아보세요." />
      <ShopFilters search={search} districts={results.districts} />
      <div className="shops-toolbar">
        <p className="shops-summary" role="status">
          {summary(search, total)}
        </p>
        <SortChoice search={search} />
      </div>

      {shops.length > 0 ? (
        <ol className="shop-list" aria-busy={loading || undefined} data-dims-while-sent>
          {shops.map((shop, index) => (
            <li key={shop.id}>
              <ShopCard shop={shop} ref={index === firstAdded.current ? firstAddedCard : undefined} />
            </li>
          ))}
        </ol>
      ) : (
        <div className="notice shops-empty">
          <p className="notice__title">조건에 맞는 매장이 없습니다.</p>
          <p>검색어를 바꾸거나 필터를 초기화해 다시 찾아보세요.</p>
          <ButtonLink href={search.near ? `/shops?near=${search.near}` : '/shops'} color="alternate">
            필터 초기화
          </ButtonLink>
        </div>
      )}

      {shops.length < total && (
        <div className="shops-more">
          <p>
            {formatNumber(total)}곳 중 {formatNumber(shops.length)}곳
          </p>
          {more ? (
            <Link
              from="/shops"
              search={(current: ShopSearch) => ({ ...current, page: page + 1 })}
              resetScroll={false}
              className="button button--default button--border-default button--medium"
              onClick={() => {
                firstAdded.current = shops.length
              }}
            >
              더 보기
            </Link>
          ) : (
            <p>목록이 길어 여기까지 보여 드립니다. 지역이나 검색어로 좁혀 보세요.</p>
          )}
        </div>
      )}
    </section>
  )
}

function summary(search: ShopSearch, total: number): string {
  const place = search.region
    ? `${regionLabel[search.region]}${search.district ? ` ${search.district}` : ''}`
    : hasFilters(search)
      ? '조건에 맞는 매장'
      : '전체 매장'
  return `${place} ${formatNumber(total)}곳`
}

/** Default order, or nearest first from the visitor's position (asked for on the click). */
function SortChoice({ search }: { search: ShopSearch }) {
  const navigate = route.useNavigate()
  const { locate, locating, problem } = usePosition()
  const nearest = Boolean(search.near)

  const sortByDistance = async () => {
    const position = await locate()
    if (position) await navigate({ search: (current) => changeSearch(current, { near: formatNear(position) }), resetScroll: false })
  }

  return (
    <div className="shops-sort">
      <div className="shops-sort__choices" role="group" aria-label="정렬">
        <Button
          size="small"
          color={nearest ? 'ghost' : 'black'}
          aria-pressed={!nearest}
          form={SHOP_FILTERS_FORM}
          data-near-sort="clear"
          onClick={() => void navigate({ search: (current) => changeSearch(current, { near: undefined }), resetScroll: false })}
        >
          기본 순
        </Button>
        <Button
          size="small"
          color={nearest ? 'black' : 'ghost'}
          aria-pressed={nearest}
          loading={locating}
          form={SHOP_FILTERS_FORM}
          data-near-sort="locate"
          onClick={() => void sortByDistance()}
        >
          내 위치에서 가까운 순
        </Button>
      </div>
      {problem && (
        <p className="shops-sort__problem" role="alert">
          {positionProblemMessage[problem]}
        </p>
      )}
    </div>
  )
}
