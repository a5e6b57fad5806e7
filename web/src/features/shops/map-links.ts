// Links that open a shop in Kakao Map and Naver Map: the ones staff set in the CMS, else built
// from the shop's name, coordinates and address.

interface MappableShop {
  name: string
  address: string
  latitude: number
  longitude: number
  mapLinks?: { kakao?: string | null; naver?: string | null } | null
}

/** Kakao Map's link API: a pin with the name at the coordinates. */
export function kakaoMapUrl(shop: MappableShop): string {
  return shop.mapLinks?.kakao || `https://map.kakao.com/link/map/${encodeURIComponent(shop.name)},${shop.latitude},${shop.longitude}`
}

/** Naver Map's search for the name and address. */
export function naverMapUrl(shop: MappableShop): string {
  return shop.mapLinks?.naver || `https://map.naver.com/p/search/${encodeURIComponent(`${shop.name} ${shop.address}`)}`
}
