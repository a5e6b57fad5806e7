import type { Term } from '@/payload-types'
import { richText } from '../lexical'
import { privacyPolicy } from './privacyPolicy'

type TermsData = Omit<Term, 'id' | 'createdAt' | 'updatedAt'>

/**
 * The first versions of the two legal texts, effective 2026-01-01: short and plain. Kept as the
 * first saved version so its address (/terms/privacy/v/2026-01-01) has it (docs/decisions/0063).
 */
export const firstTermsSeed: TermsData = {
  service: {
    effectiveDate: '2026-01-01T00:00:00.000Z',
    consentVersion: '2026-01-01T00:00:00.000Z',
    content: richText(
      { h2: '제1조 (목적)' },
      '이 약관은 주식회사 바포레(이하 “회사”)가 제공하는 정품 등록, A/S 신청, 보상 판매, 설문 등 온라인 서비스의 이용 조건과 절차를 정합니다.',
      { h2: '제2조 (이용 자격)' },
      '서비스는 만 19세 이상인 분만 이용할 수 있습니다. 회사는 정품 등록과 보상 판매 신청 때 나이를 확인할 수 있습니다.',
      { h2: '제3조 (회원의 의무)' },
      { ul: ['다른 사람의 정보나 일련번호를 도용하지 않습니다.', '정품 등록 때 사실과 다른 구입 정보를 입력하지 않습니다.'] },
      { h2: '제4조 (서비스의 변경과 중단)' },
      '회사는 시스템 점검 등 부득이한 경우 서비스를 잠시 중단할 수 있으며, 미리 사이트에 알립니다.',
    ),
  },
  privacy: {
    effectiveDate: '2026-01-01T00:00:00.000Z',
    consentVersion: '2026-01-01T00:00:00.000Z',
    content: richText(
      '주식회사 바포레는 「개인정보 보호법」에 따라 고객의 개인정보를 보호하고, 관련 고충을 신속하게 처리하기 위해 다음과 같이 개인정보처리방침을 둡니다.',
      { h2: '1. 수집하는 개인정보' },
      {
        ul: [
          '회원 가입: 이메일, 이름(선택), 휴대전화번호(선택)',
          '정품 등록: 일련번호, 구입일, 구입처, 영수증 사진(선택)',
          'A/S·보상 판매: 기기 정보, 증상 설명, 사진, 방문 매장',
        ],
      },
      { h2: '2. 이용 목적' },
      '정품 확인과 보증, A/S와 보상 판매 처리, 고객 문의 응대에만 씁니다. 휴대전화 번호는 따로 동의한 분께 A/S·보상 판매 진행 상황을 안내할 때만 쓰고, 번호를 지우면 바로 파기합니다. 마케팅 정보는 따로 동의한 분께만 보냅니다.',
      { h2: '3. 보유 기간' },
      '회원 탈퇴 때까지 보관하며, 관계 법령이 정한 기간 동안은 분리해 보관한 뒤 파기합니다.',
      { h2: '4. 개인정보 보호책임자' },
      '개인정보 보호책임자: 김민준 (privacy@vapore.kr, 02-6952-1184)',
    ),
  },
}

/** The terms in force: the same terms of service, and the privacy policy the Act asks for (privacyPolicy.ts). */
export const termsSeed: TermsData = { service: firstTermsSeed.service, privacy: privacyPolicy }
