import { useCallback, useState } from 'react'
import type { LatLng } from './shop-search'

// The visitor's position, asked for only when they choose "내 위치에서 가까운 순".

export type PositionProblem = 'denied' | 'unavailable' | 'unsupported'

export const positionProblemMessage: Record<PositionProblem, string> = {
  denied: '위치 권한이 허용되지 않아 가까운 순으로 정렬할 수 없습니다. 브라우저 설정에서 위치 권한을 허용한 뒤 다시 시도해 주세요.',
  unavailable: '현재 위치를 확인하지 못했습니다. 잠시 후 다시 시도하거나 지역을 선택해 찾아 주세요.',
  unsupported: '이 브라우저에서는 위치 정보를 사용할 수 없습니다. 지역을 선택해 찾아 주세요.',
}

const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 }

export function usePosition() {
  const [locating, setLocating] = useState(false)
  const [problem, setProblem] = useState<PositionProblem | null>(null)

  /** Resolves with the position, or null when there is none (the problem says why). */
  const locate = useCallback(async (): Promise<LatLng | null> => {
    setProblem(null)
    if (!('geolocation' in navigator) || !window.isSecureContext) {
      setProblem('unsupported')
      return null
    }
    setLocating(true)
    try {
      const position = await new Promise<GeolocationPosition>((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, OPTIONS))
      return { lat: position.coords.latitude, lng: position.coords.longitude }
    } catch (error) {
      const denied = (error as GeolocationPositionError | undefined)?.code === 1
      setProblem(denied ? 'denied' : 'unavailable')
      return null
    } finally {
      setLocating(false)
    }
  }, [])

  return { locate, locating, problem, clearProblem: useCallback(() => setProblem(null), []) }
}
