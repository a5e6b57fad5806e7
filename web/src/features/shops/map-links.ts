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
 * A URL with its Korean letters as they are rather than percent-encoded: the browser encodes them
 * when it opens the link, to the same address, and in the page a syllable is 3 bytes instead of 9
 * (a shop card's two links, ten to a page of the finder, which must stay within 60 KB of HTML,
 * once in the markup and once in the data the app hydrates from). Escapes of ASCII characters
 * (spaces, commas, slashes…) stay escaped; a run that is not UTF-8 stays as it was.
 */
export const readableUrl = (url: string) =>
  url.replace(/(?:%[89A-F][0-9A-F])+/gi, (bytes) => {
    try {
      return decodeURIComponent(bytes)
    } catch {
      return bytes
    }
  })

const urlPart = (text: string) => readableUrl(encodeURIComponent(text))

/** Kakao Map's link API: a pin with the name at the coordinates. */
export function kakaoMapUrl(shop: MappableShop): string {
  return (shop.mapLinks?.kakao && readableUrl(shop.mapLinks.kakao)) || `https://map.kakao.com/link/map/${urlPart(shop.name)},${shop.latitude},${shop.longitude}`
}

/** Naver Map's search for the name and address. */
export function naverMapUrl(shop: MappableShop): string {
  return (shop.mapLinks?.naver && readableUrl(shop.mapLinks.naver)) || `https://map.naver.com/p/search/${urlPart(`${shop.name} ${shop.address}`)}`
}
