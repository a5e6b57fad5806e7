// The addresses the postcode stand-in knows: real buildings with their real postcodes, in the shape
// of the Kakao (Daum) postcode search's answer (`oncomplete(data)`). Codes the storefront never
// reads (building and road-name codes) are empty, as the real answer leaves a field it has no value for.

/** One building: what differs from place to place; `answerOf` gives the whole answer. */
const BUILDINGS = [
  {
    zonecode: '06236',
    sido: '서울',
    sidoEnglish: 'Seoul',
    sigungu: '강남구',
    sigunguEnglish: 'Gangnam-gu',
    sigunguCode: '11680',
    roadname: '테헤란로',
    roadnameEnglish: 'Teheran-ro',
    number: '152',
    bname: '역삼동',
    bnameEnglish: 'Yeoksam-dong',
    lot: '737',
    buildingName: '강남파이낸스센터',
  },
  {
    zonecode: '04524',
    sido: '서울',
    sidoEnglish: 'Seoul',
    sigungu: '중구',
    sigunguEnglish: 'Jung-gu',
    sigunguCode: '11140',
    roadname: '세종대로',
    roadnameEnglish: 'Sejong-daero',
    number: '110',
    bname: '태평로1가',
    bnameEnglish: 'Taepyeongno 1(il)-ga',
    lot: '31',
    buildingName: '서울특별시청',
  },
  {
    zonecode: '03171',
    sido: '서울',
    sidoEnglish: 'Seoul',
    sigungu: '종로구',
    sigunguEnglish: 'Jongno-gu',
    sigunguCode: '11110',
    roadname: '세종대로',
    roadnameEnglish: 'Sejong-daero',
    number: '209',
    bname: '세종로',
    bnameEnglish: 'Sejong-ro',
    lot: '77-6',
    buildingName: '정부서울청사',
  },
  {
    zonecode: '05551',
    sido: '서울',
    sidoEnglish: 'Seoul',
    sigungu: '송파구',
    sigunguEnglish: 'Songpa-gu',
    sigunguCode: '11710',
    roadname: '올림픽로',
    roadnameEnglish: 'Olympic-ro',
    number: '300',
    bname: '신천동',
    bnameEnglish: 'Sincheon-dong',
    lot: '29',
    buildingName: '롯데월드타워',
  },
  {
    zonecode: '07233',
    sido: '서울',
    sidoEnglish: 'Seoul',
    sigungu: '영등포구',
    sigunguEnglish: 'Yeongdeungpo-gu',
    sigunguCode: '11560',
    roadname: '의사당대로',
    roadnameEnglish: 'Uisadang-daero',
    number: '1',
    bname: '여의도동',
    bnameEnglish: 'Yeouido-dong',
    lot: '1',
    buildingName: '국회의사당',
  },
  {
    zonecode: '48060',
    sido: '부산',
    sidoEnglish: 'Busan',
    sigungu: '해운대구',
    sigunguEnglish: 'Haeundae-gu',
    sigunguCode: '26350',
    roadname: 'APEC로',
    roadnameEnglish: 'APEC-ro',
    number: '55',
    bname: '우동',
    bnameEnglish: 'U-dong',
    lot: '1500',
    buildingName: '벡스코',
  },
  {
    zonecode: '47545',
    sido: '부산',
    sidoEnglish: 'Busan',
    sigungu: '연제구',
    sigunguEnglish: 'Yeonje-gu',
    sigunguCode: '26470',
    roadname: '중앙대로',
    roadnameEnglish: 'Jungang-daero',
    number: '1001',
    bname: '연산동',
    bnameEnglish: 'Yeonsan-dong',
    lot: '1000',
    buildingName: '부산광역시청',
  },
  {
    zonecode: '35242',
    sido: '대전',
    sidoEnglish: 'Daejeon',
    sigungu: '서구',
    sigunguEnglish: 'Seo-gu',
    sigunguCode: '30170',
    roadname: '둔산로',
    roadnameEnglish: 'Dunsan-ro',
    number: '100',
    bname: '둔산동',
    bnameEnglish: 'Dunsan-dong',
    lot: '1420',
    buildingName: '대전광역시청',
  },
  {
    zonecode: '63122',
    sido: '제주특별자치도',
    sidoEnglish: 'Jeju-do',
    sigungu: '제주시',
    sigunguEnglish: 'Jeju-si',
    sigunguCode: '50110',
    roadname: '문연로',
    roadnameEnglish: 'Munyeon-ro',
    number: '6',
    bname: '연동',
    bnameEnglish: 'Yeon-dong',
    lot: '312-1',
    buildingName: '제주특별자치도청',
  },
]

/** The search's whole answer for `building`, before the customer picks its road (R) or lot-number (J) line. */
function answerOf(building) {
  const area = `${building.sido} ${building.sigungu}`
  const areaEnglish = `${building.sigunguEnglish}, ${building.sidoEnglish}`
  const roadAddress = `${area} ${building.roadname} ${building.number}`
  const roadAddressEnglish = `${building.number}, ${building.roadnameEnglish}, ${areaEnglish}, Korea`
  const jibunAddress = `${area} ${building.bname} ${building.lot}`
  const jibunAddressEnglish = `${building.lot}, ${building.bnameEnglish}, ${areaEnglish}, Korea`
  return {
    zonecode: building.zonecode,
    address: roadAddress,
    addressEnglish: roadAddressEnglish,
    addressType: 'R',
    userSelectedType: 'R',
    noSelected: 'N',
    userLanguageType: 'K',
    roadAddress,
    roadAddressEnglish,
    jibunAddress,
    jibunAddressEnglish,
    autoRoadAddress: '',
    autoRoadAddressEnglish: '',
    autoJibunAddress: '',
    autoJibunAddressEnglish: '',
    buildingCode: '',
    buildingName: building.buildingName,
    apartment: 'N',
    sido: building.sido,
    sidoEnglish: building.sidoEnglish,
    sigungu: building.sigungu,
    sigunguEnglish: building.sigunguEnglish,
    sigunguCode: building.sigunguCode,
    roadnameCode: '',
    bcode: '',
    roadname: building.roadname,
    roadnameEnglish: building.roadnameEnglish,
    bname: building.bname,
    bnameEnglish: building.bnameEnglish,
    bname1: '',
    bname1English: '',
    bname2: building.bname,
    bname2English: building.bnameEnglish,
    hname: '',
    query: '',
  }
}

export const ADDRESSES = BUILDINGS.map(answerOf)

const squeeze = (text) => text.replace(/\s+/g, '').toLowerCase()

/**
 * The answers whose road address, lot-number address, building name or postcode hold every word
 * of `query` (spaces ignored, as "세종대로110" finds "세종대로 110"); none for an empty query.
 * Each carries the query, as the real answer does.
 */
export function searchAddresses(query, addresses = ADDRESSES) {
  const words = String(query ?? '')
    .split(/\s+/)
    .map(squeeze)
    .filter(Boolean)
  if (words.length === 0) return []
  const whole = squeeze(String(query))
  return addresses
    .filter((answer) => {
      const text = squeeze([answer.roadAddress, answer.jibunAddress, answer.buildingName, answer.zonecode].join(' '))
      return text.includes(whole) || words.every((word) => text.includes(word))
    })
    .map((answer) => ({ ...answer, query: String(query).trim() }))
}

/** The answer once the customer picked its road (R) or lot-number (J) line, as `oncomplete` receives it. */
export function chosen(answer, type) {
  const lot = type === 'J'
  return {
    ...answer,
    userSelectedType: lot ? 'J' : 'R',
    address: lot ? answer.jibunAddress : answer.roadAddress,
    addressEnglish: lot ? answer.jibunAddressEnglish : answer.roadAddressEnglish,
    addressType: lot ? 'J' : 'R',
  }
}
