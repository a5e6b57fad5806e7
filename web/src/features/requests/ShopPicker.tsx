import { useState } from 'react'
import { distanceKm, formatDistance } from '~/features/shops/geo'
import { positionProblemMessage, usePosition } from '~/features/shops/use-position'
import { Button } from '~/ui/Button'
import type { VisitShop } from './types'

/**
 * The shops that take A/S (or trade-ins) as a choice, `prompt` saying what for: in the shop finder's order, or nearest first once the
 * visitor lets the browser tell where they are (the shop finder's own position and distance).
 */
export function ShopPicker({ shops, prompt, defaultValue, error }: { shops: VisitShop[]; prompt: string; defaultValue?: number; error?: string }) {
  const { locate, locating, problem } = usePosition()
  const [distances, setDistances] = useState<Map<number, number> | null>(null)
  const ordered = distances ? [...shops].sort((a, b) => distances.get(a.id)! - distances.get(b.id)!) : shops

  const nearestFirst = async () => {
    const here = await locate()
    if (here) setDistances(new Map(shops.map((shop) => [shop.id, distanceKm(here, shop)])))
  }

  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor="shop" className="field__label">
        방문할 매장
      </label>
      <select
        id="shop"
        name="shop"
        className="field__control"
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error && 'shop-error', problem && 'shop-position'].filter(Boolean).join(' ') || undefined}
      >
        <option value="">{prompt}</option>
        {ordered.map((shop) => (
          <option key={shop.id} value={shop.id}>
            {shop.name} ({shop.district}
            {distances ? ` · ${formatDistance(distances.get(shop.id)!)}` : ''})
          </option>
        ))}
      </select>
      <div className="service-shop__actions">
        <Button size="small" border="light" onClick={nearestFirst} loading={locating}>
          {distances ? '다시 가까운 순으로' : '내 위치에서 가까운 순'}
        </Button>
      </div>
      {problem && (
        <p id="shop-position" className="field__hint">
          {positionProblemMessage[problem]}
        </p>
      )}
      {error && (
        <p id="shop-error" className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
