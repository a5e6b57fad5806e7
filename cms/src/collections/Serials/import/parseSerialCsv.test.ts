import { describe, expect, it } from 'vitest'
import { checkSerialRows, readSerialCsv, type CsvRow } from './parseSerialCsv'

const rowsOf = (text: string): CsvRow[] => {
  const result = readSerialCsv(text)
  if ('error' in result) throw new Error(result.error)
  return result.rows
}

const lookups = {
  products: new Map([
    ['VP-AIR', { id: 1, hasAuthCode: false }],
    ['VP-PRO', { id: 2, hasAuthCode: true }],
  ]),
  existing: new Set(['VPA-2611-00001']),
}

describe('reading a serial CSV', () => {
  it('maps columns by header in any order, Excel BOM and Korean names included, numbering file lines', () => {
    expect(rowsOf('\uFEFF제품,일련번호\nvp-air, vpa-2611-00002 \n\nVP-AIR,VPA-2611-00003\n')).toEqual([
      { line: 2, serial: 'VPA-2611-00002', product: 'VP-AIR', code: '' },
      { line: 4, serial: 'VPA-2611-00003', product: 'VP-AIR', code: '' },
    ])
  })

  it('refuses a file without the serial and product columns, or without rows', () => {
    expect(readSerialCsv('number,model\nA,B\n')).toEqual({ error: expect.stringContaining('serial, product') })
    expect(readSerialCsv('serial,product\n')).toEqual({ error: '가져올 행이 없습니다.' })
  })
})

describe('checking serial rows', () => {
  it('accepts good rows and gives each bad row its reason', () => {
    const rows = rowsOf(
      [
        'serial,product,code',
        'VPA-2611-00002,VP-AIR,',
        'VPP-2611-00001,VP-PRO,K7Q2M9',
        'BAD SERIAL,VP-AIR,',
        'VPA-2611-00002,VP-AIR,',
        'VPA-2611-00001,VP-AIR,',
        'VPX-2611-00001,VP-MAX,',
        'VPP-2611-00002,VP-PRO,',
        'VPP-2611-00003,VP-PRO,K7-Q2',
      ].join('\n'),
    )
    const { accepted, rejected } = checkSerialRows(rows, lookups)
    expect(accepted).toEqual([
      { line: 2, serial: 'VPA-2611-00002', product: 1, code: '' },
      { line: 3, serial: 'VPP-2611-00001', product: 2, code: 'K7Q2M9' },
    ])
    expect(rejected.map(({ line, reason }) => [line, reason])).toEqual([
      [4, expect.stringMatching(/^일련번호 형식/)],
      [5, '파일 안에서 중복된 일련번호입니다 (2행과 같음).'],
      [6, '이미 등록된 일련번호입니다.'],
      [7, '알 수 없는 제품 코드입니다: VP-MAX'],
      [8, expect.stringMatching(/^인증 코드를 쓰는 제품/)],
      [9, expect.stringMatching(/^인증 코드 형식/)],
    ])
  })
})
