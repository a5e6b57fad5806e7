// Thousands of made-up shops for the bench database only (never the normal seed): "fast with
// thousands of shops" (docs/decisions/0012) is measured on a list of that size. The same list every run.
import { fetchPost, staffLogin } from '../../rules/src/staff-login.ts'

/** Centre, spread (degrees) and a few districts of each 시·도; a shop lands near its centre. */
const REGIONS = {
  seoul: [
    37.5665,
    126.978,
    0.08,
    [
      '강남구',
      '강동구',
      '강서구',
      '관악구',
      '광진구',
      '구로구',
      '노원구',
      '마포구',
      '서대문구',
      '서초구',
      '성동구',
      '송파구',
      '영등포구',
      '용산구',
      '종로구',
      '중구',
    ],
  ],
  busan: [35.1796, 129.0756, 0.08, ['해운대구', '부산진구', '동래구', '남구', '사하구', '수영구']],
  daegu: [35.8714, 128.6014, 0.06, ['중구', '수성구', '달서구', '북구']],
  incheon: [37.4563, 126.7052, 0.07, ['남동구', '부평구', '연수구', '미추홀구', '서구']],
  gwangju: [35.1595, 126.8526, 0.05, ['동구', '서구', '북구', '광산구']],
  daejeon: [36.3504, 127.3845, 0.05, ['서구', '유성구', '중구', '대덕구']],
  ulsan: [35.5384, 129.3114, 0.06, ['남구', '중구', '동구', '울주군']],
  sejong: [36.48, 127.289, 0.04, ['세종시']],
  gyeonggi: [
    37.4138,
    127.2,
    0.35,
    ['수원시 팔달구', '성남시 분당구', '고양시 일산동구', '용인시 수지구', '부천시', '안양시 동안구', '화성시', '평택시', '의정부시', '남양주시'],
  ],
  gangwon: [37.8228, 128.1555, 0.3, ['춘천시', '원주시', '강릉시', '속초시']],
  chungbuk: [36.6357, 127.4917, 0.2, ['청주시 상당구', '충주시', '제천시']],
  chungnam: [36.6588, 126.8, 0.2, ['천안시 동남구', '아산시', '서산시', '공주시']],
  jeonbuk: [35.8242, 127.148, 0.2, ['전주시 완산구', '익산시', '군산시']],
  jeonnam: [34.8161, 126.9, 0.25, ['목포시', '여수시', '순천시']],
  gyeongbuk: [36.4919, 128.8889, 0.3, ['포항시 북구', '구미시', '경주시', '안동시']],
  gyeongnam: [35.4606, 128.4, 0.25, ['창원시 성산구', '김해시', '진주시', '양산시']],
  jeju: [33.45, 126.55, 0.1, ['제주시', '서귀포시']],
}
const LABELS = {
  seoul: '서울특별시',
  busan: '부산광역시',
  daegu: '대구광역시',
  incheon: '인천광역시',
  gwangju: '광주광역시',
  daejeon: '대전광역시',
  ulsan: '울산광역시',
  sejong: '세종특별자치시',
  gyeonggi: '경기도',
  gangwon: '강원특별자치도',
  chungbuk: '충청북도',
  chungnam: '충청남도',
  jeonbuk: '전북특별자치도',
  jeonnam: '전라남도',
  gyeongbuk: '경상북도',
  gyeongnam: '경상남도',
  jeju: '제주특별자치도',
}
// Roughly where people (and shops) are: a third in Seoul, a quarter in Gyeonggi.
const WEIGHTS = { seoul: 32, gyeonggi: 25, busan: 7, incheon: 6, daegu: 5 }
const STREETS = ['중앙로', '시청로', '번영로', '문화로', '역전로', '대학로', '공원로', '신촌로', '평화로', '희망로']
const SERVICE_SETS = [['registration'], ['registration'], ['registration', 'trade-in'], ['registration', 'service', 'trade-in'], ['service']]

/** A small seeded generator (mulberry32): the same shops every run. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function benchShops(count) {
  const next = random(20260601)
  const pick = (list) => list[Math.floor(next() * list.length)]
  const regions = Object.keys(REGIONS).flatMap((region) => Array(WEIGHTS[region] ?? 2).fill(region))
  return Array.from({ length: count }, (_, n) => {
    const region = pick(regions)
    const [lat, lng, spread, districts] = REGIONS[region]
    const district = pick(districts)
    const kind = next() < 0.08 ? 'direct' : next() < 0.1 ? 'service-center' : 'partner'
    const number = String(n + 1).padStart(4, '0')
    return {
      name: `벤치 ${district.split(' ').at(-1)} ${kind === 'direct' ? '직영점' : kind === 'partner' ? '베이프샵' : '서비스센터'} ${number}`,
      kind,
      region,
      district,
      address: `${LABELS[region]} ${district} ${pick(STREETS)} ${1 + Math.floor(next() * 400)}, 1층`,
      phone: `0${31 + Math.floor(next() * 33)}-${100 + Math.floor(next() * 900)}-${String(Math.floor(next() * 10000)).padStart(4, '0')}`,
      openingHours: kind === 'service-center' ? '평일 10:00–19:00 / 주말 휴무' : '매일 11:00–21:00',
      latitude: Math.round((lat + (next() - 0.5) * 2 * spread) * 1e6) / 1e6,
      longitude: Math.round((lng + (next() - 0.5) * 2 * spread) * 1e6) / 1e6,
      services: kind === 'direct' ? ['registration', 'service', 'trade-in'] : kind === 'service-center' ? ['registration', 'service'] : pick(SERVICE_SETS),
      active: true,
    }
  })
}

/** Creates the shops through the CMS REST API as the seeded admin, a few requests at a time. */
export async function insertBenchShops({ cmsUrl, email, password, totpSecret, count, concurrency = 6 }) {
  const { token } = await staffLogin(fetchPost(cmsUrl), { email, password, totpSecret })
  const shops = benchShops(count)
  let nextIndex = 0
  const worker = async () => {
    while (nextIndex < shops.length) {
      const shop = shops[nextIndex++]
      const response = await fetch(`${cmsUrl}/api/shops`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify(shop),
      })
      if (response.status !== 201) throw new Error(`bench: creating ${shop.name} answered ${response.status}: ${await response.text()}`)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}
