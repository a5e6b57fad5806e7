import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESSES, chosen, searchAddresses } from './addresses.mjs'
import { createPostcodeStandIn, SCRIPT_PATH } from './postcode.mjs'

const roads = (query) => searchAddresses(query).map((answer) => answer.roadAddress)

describe('the postcode stand-in’s search', () => {
  it('finds an address by its road and building number, with or without the space', () => {
    expect(roads('테헤란로 152')).toEqual(['서울 강남구 테헤란로 152'])
    expect(roads('세종대로110')).toEqual(['서울 중구 세종대로 110'])
    expect(roads('  APEC로   55 ')).toEqual(['부산 해운대구 APEC로 55'])
  })

  it('finds every building on a road, and by building name, lot number, district or postcode', () => {
    expect(roads('세종대로')).toEqual(['서울 중구 세종대로 110', '서울 종로구 세종대로 209'])
    expect(roads('벡스코')).toEqual(['부산 해운대구 APEC로 55'])
    expect(roads('역삼동 737')).toEqual(['서울 강남구 테헤란로 152'])
    expect(roads('부산')).toEqual(['부산 해운대구 APEC로 55', '부산 연제구 중앙대로 1001'])
    expect(roads('63122')).toEqual(['제주특별자치도 제주시 문연로 6'])
  })

  it('finds nothing for an empty query or an address it does not know', () => {
    expect(searchAddresses('')).toEqual([])
    expect(searchAddresses('   ')).toEqual([])
    expect(searchAddresses('테헤란로 999')).toEqual([])
    expect(searchAddresses('없는로 1')).toEqual([])
  })

  it('answers in the shape of the real search: five-digit postcodes, both address lines, the query', () => {
    const [answer] = searchAddresses('테헤란로 152')
    expect(answer).toMatchObject({
      zonecode: '06236',
      roadAddress: '서울 강남구 테헤란로 152',
      jibunAddress: '서울 강남구 역삼동 737',
      buildingName: '강남파이낸스센터',
      apartment: 'N',
      sido: '서울',
      sigungu: '강남구',
      bname: '역삼동',
      query: '테헤란로 152',
    })
    for (const each of ADDRESSES) {
      expect(each.zonecode).toMatch(/^\d{5}$/)
      expect(each.roadAddress.startsWith(`${each.sido} ${each.sigungu} `)).toBe(true)
      // Every field the real answer has, a string (empty where the stand-in has no value).
      for (const field of ['addressEnglish', 'autoRoadAddress', 'autoJibunAddress', 'buildingCode', 'bcode', 'roadnameCode', 'hname']) {
        expect(typeof each[field], field).toBe('string')
      }
    }
  })

  it('gives the line picked as the address and userSelectedType', () => {
    const [answer] = searchAddresses('세종대로 110')
    expect(chosen(answer, 'R')).toMatchObject({ userSelectedType: 'R', addressType: 'R', address: '서울 중구 세종대로 110' })
    expect(chosen(answer, 'J')).toMatchObject({
      userSelectedType: 'J',
      addressType: 'J',
      address: '서울 중구 태평로1가 31',
      roadAddress: '서울 중구 세종대로 110',
    })
  })
})

describe('the postcode stand-in’s server', () => {
  let base
  let server
  beforeAll(async () => {
    ;({ server } = createPostcodeStandIn())
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${server.address().port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('serves the script at the real one’s path, defining daum.Postcode', async () => {
    const response = await fetch(`${base}${SCRIPT_PATH}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    const script = await response.text()
    expect(script).toContain('Postcode')
    expect(script).toMatch(/embed\(element/)
    expect(script).toMatch(/open\(/)
  })

  it('shows what a query found, each with its road and lot-number line, to post to the embedding page only', async () => {
    const page = await fetch(`${base}/search?mode=embed&origin=${encodeURIComponent('http://localhost:3100')}&q=${encodeURIComponent('세종대로')}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('검색 결과 2건')
    expect(html).toContain('data-origin="http://localhost:3100"')
    expect(html.match(/data-type="R"/g)).toHaveLength(2)
    expect(html.match(/data-type="J"/g)).toHaveLength(2)
    const answers = JSON.parse(html.match(/<script id="answers" type="application\/json">(.*?)<\/script>/s)[1])
    expect(answers.map((each) => each.R.zonecode)).toEqual(['04524', '03171'])
    expect(answers[0].J).toMatchObject({ userSelectedType: 'J', address: '서울 중구 태평로1가 31' })
  })

  it('says in Korean when nothing matches, and escapes the query', async () => {
    const html = await (await fetch(`${base}/search?origin=http://localhost:3100&q=${encodeURIComponent('<b>없는로</b>')}`)).text()
    expect(html).toContain('맞는 주소가 없습니다')
    expect(html).not.toContain('<b>없는로')
    expect(html).toContain('&lt;b&gt;없는로')
  })

  it('refuses a search page for no page or a page of another scheme', async () => {
    expect((await fetch(`${base}/search?q=1`)).status).toBe(400)
    expect((await fetch(`${base}/search?origin=${encodeURIComponent('javascript:alert(1)')}`)).status).toBe(400)
    expect((await fetch(`${base}/nothing`)).status).toBe(404)
  })
})
