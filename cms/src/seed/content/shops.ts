import type { Shop } from '@/payload-types'

type ShopSeed = Pick<Shop, 'name' | 'kind' | 'region' | 'district' | 'address' | 'phone' | 'latitude' | 'longitude'> & {
  services: NonNullable<Shop['services']>
  active?: boolean
}

const ALL: ShopSeed['services'] = ['registration', 'service', 'trade-in']
const hours: Record<Shop['kind'], string> = {
  direct: '매일 11:00–21:00',
  'service-center': '평일 10:00–19:00 / 토요일 10:00–15:00 / 일요일·공휴일 휴무',
  partner: '매일 12:00–22:00 (명절 당일 휴무)',
}

// Made-up shops at real-looking addresses; coordinates near the named street.
const shops: ShopSeed[] = [
  { name: '바포레 홍대 직영점', kind: 'direct', region: 'seoul', district: '마포구', address: '서울특별시 마포구 양화로 153, 1층', phone: '02-332-1184', latitude: 37.5568, longitude: 126.9237, services: ALL },
  { name: '바포레 강남 직영점', kind: 'direct', region: 'seoul', district: '강남구', address: '서울특별시 강남구 강남대로 396, 1층', phone: '02-558-2290', latitude: 37.4979, longitude: 127.0276, services: ALL },
  { name: '바포레 서비스센터 용산', kind: 'service-center', region: 'seoul', district: '용산구', address: '서울특별시 용산구 한강대로 92, 3층', phone: '02-798-1184', latitude: 37.5299, longitude: 126.9648, services: ALL },
  { name: '잠실 베이프라운지', kind: 'partner', region: 'seoul', district: '송파구', address: '서울특별시 송파구 올림픽로 300, B1층', phone: '02-415-7781', latitude: 37.5133, longitude: 127.1028, services: ['registration'] },
  { name: '건대 클라우드스토어', kind: 'partner', region: 'seoul', district: '광진구', address: '서울특별시 광진구 아차산로 200, 1층', phone: '02-467-3350', latitude: 37.5404, longitude: 127.0692, services: ['registration', 'trade-in'] },
  { name: '신촌 무화당', kind: 'partner', region: 'seoul', district: '서대문구', address: '서울특별시 서대문구 연세로 12, 2층', phone: '02-313-9024', latitude: 37.5596, longitude: 126.937, services: ['registration'] },
  { name: '영등포 베이프하우스', kind: 'partner', region: 'seoul', district: '영등포구', address: '서울특별시 영등포구 영중로 15, 1층', phone: '02-2672-4410', latitude: 37.5172, longitude: 126.9075, services: ['registration'] },
  { name: '노원 스모크프리', kind: 'partner', region: 'seoul', district: '노원구', address: '서울특별시 노원구 동일로 1414, 1층', phone: '02-938-2207', latitude: 37.6553, longitude: 127.0613, services: ['registration'], active: false },
  { name: '바포레 판교 직영점', kind: 'direct', region: 'gyeonggi', district: '성남시 분당구', address: '경기도 성남시 분당구 판교역로 146번길 20, 1층', phone: '031-707-1184', latitude: 37.3947, longitude: 127.1112, services: ALL },
  { name: '수원역 베이프스테이션', kind: 'partner', region: 'gyeonggi', district: '수원시 팔달구', address: '경기도 수원시 팔달구 덕영대로 924, 1층', phone: '031-256-8830', latitude: 37.2664, longitude: 127.0001, services: ['registration', 'trade-in'] },
  { name: '일산 미스트랩', kind: 'partner', region: 'gyeonggi', district: '고양시 일산동구', address: '경기도 고양시 일산동구 중앙로 1275, 1층', phone: '031-905-6612', latitude: 37.6584, longitude: 126.77, services: ['registration'] },
  { name: '부천 클라우드나인', kind: 'partner', region: 'gyeonggi', district: '부천시', address: '경기도 부천시 부일로 459, 1층', phone: '032-612-3345', latitude: 37.484, longitude: 126.7826, services: ['registration'] },
  { name: '인천 구월 베이프샵', kind: 'partner', region: 'incheon', district: '남동구', address: '인천광역시 남동구 인하로 501, 1층', phone: '032-432-7719', latitude: 37.4486, longitude: 126.7016, services: ['registration', 'trade-in'] },
  { name: '바포레 부산 서면 직영점', kind: 'direct', region: 'busan', district: '부산진구', address: '부산광역시 부산진구 중앙대로 672, 1층', phone: '051-804-1184', latitude: 35.1578, longitude: 129.06, services: ALL },
  { name: '해운대 오션베이프', kind: 'partner', region: 'busan', district: '해운대구', address: '부산광역시 해운대구 구남로 24, 1층', phone: '051-741-2253', latitude: 35.1631, longitude: 129.1604, services: ['registration'] },
  { name: '대구 동성로 베이프존', kind: 'partner', region: 'daegu', district: '중구', address: '대구광역시 중구 동성로2길 80, 1층', phone: '053-423-5561', latitude: 35.869, longitude: 128.5955, services: ['registration', 'trade-in'] },
  { name: '바포레 서비스센터 대전', kind: 'service-center', region: 'daejeon', district: '서구', address: '대전광역시 서구 대덕대로 226, 4층', phone: '042-489-1184', latitude: 36.3515, longitude: 127.3786, services: ['registration', 'service'] },
  { name: '광주 충장로 무화공방', kind: 'partner', region: 'gwangju', district: '동구', address: '광주광역시 동구 충장로 95, 1층', phone: '062-224-6680', latitude: 35.1487, longitude: 126.9155, services: ['registration'] },
  { name: '춘천 명동 클라우드', kind: 'partner', region: 'gangwon', district: '춘천시', address: '강원특별자치도 춘천시 금강로 62, 1층', phone: '033-254-7718', latitude: 37.8808, longitude: 127.7277, services: ['registration'] },
  { name: '제주 노형 베이프', kind: 'partner', region: 'jeju', district: '제주시', address: '제주특별자치도 제주시 노형로 407, 1층', phone: '064-746-2219', latitude: 33.4862, longitude: 126.481, services: ['registration'] },
]

/** The seeded shops with their opening hours and map links filled in. */
export const shopSeeds = shops.map((shop) => ({
  ...shop,
  active: shop.active ?? true,
  openingHours: hours[shop.kind],
  mapLinks: {
    naver: `https://map.naver.com/p/search/${encodeURIComponent(shop.name)}`,
    kakao: `https://map.kakao.com/?q=${encodeURIComponent(shop.name)}`,
  },
}))
