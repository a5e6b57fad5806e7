// Links that open a shop in Kakao Map and Naver Map: the ones staff set in the CMS, else built
// from the shop's name, coordinates and address.

interface MappableShop {
  name: string
  address: string
  latitude: number
  longitude: number
  mapLinks?: { kakao?: string | null; naver?: string | null } | null
}

/**
 * A name or address as part of a URL: what a URL cannot hold is percent-encoded (spaces, commas,
 * slashes…), Korean letters stay as they are. The browser encodes them when it opens the link, to
 * the same address; in the page a syllable is 3 bytes instead of 9 (a shop card's two links, ten
 * to a page of the finder, which must stay within 60 KB of HTML).
 */
const urlPart = (text: string) => encodeURIComponent(text).replace(/(?:%[89A-F][0-9A-F])+/g, (bytes) => decodeURIComponent(bytes))

/** Kakao Map's link API: a pin with the name at the coordinates. */
export function kakaoMapUrl(shop: MappableShop): string {
  return shop.mapLinks?.kakao || `https://map.kakao.com/link/map/${urlPart(shop.name)},${shop.latitude},${shop.longitude}`
}

/** Naver Map's search for the name and address. */
export function naverMapUrl(shop: MappableShop): string {
  return shop.mapLinks?.naver || `https://map.naver.com/p/search/${urlPart(`${shop.name} ${shop.address}`)}`
}
