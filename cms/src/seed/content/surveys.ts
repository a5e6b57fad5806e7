import type { Payload } from 'payload'
import { type Created, ensure } from '../ensure'

const DAY = 24 * 60 * 60 * 1000

/** The surveys the seed makes, by slug: the history answers these, whatever else a database holds. */
export const seededSurveySlugs = ['owner-survey-2026', 'shop-visit-2026', 'winter-event-2025']
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString()

/** A survey with one question of every type, open now, for signed-in owners, answers editable. */
const seedOwnerSurvey = (payload: Payload, created: Created) =>
  ensure(payload, created, 'surveys', { slug: { equals: 'owner-survey-2026' } }, () =>
    payload.create({
      collection: 'surveys',
      data: {
        _status: 'published',
        slug: 'owner-survey-2026',
        title: '2026 바포레 사용자 만족도 조사',
        description: '3분이면 끝나요. 보내 주신 의견은 다음 제품과 서비스에 반영하겠습니다.',
        opensAt: daysFromNow(-7),
        closesAt: daysFromNow(90),
        requiresLogin: true,
        allowEdit: true,
        completionMessage: '참여해 주셔서 감사합니다. 추첨을 통해 100분께 카트리지 세트를 보내 드립니다.',
        questions: [
          {
            blockType: 'singleChoice',
            question: '주로 사용하는 기기는 무엇인가요?',
            required: true,
            options: [{ label: '바포레 에어' }, { label: '바포레 프로' }, { label: '바포레 미니' }],
          },
          {
            blockType: 'multipleChoice',
            question: '어디에서 구입하셨나요? (최대 2개)',
            required: true,
            maxSelections: 2,
            options: [{ label: '직영점' }, { label: '협력점' }, { label: '온라인 스토어' }, { label: '선물 받음' }],
          },
          {
            blockType: 'rating',
            question: '바포레 기기에 전반적으로 얼마나 만족하시나요?',
            required: true,
            scale: '5',
            lowLabel: '매우 불만족',
            highLabel: '매우 만족',
          },
          { blockType: 'shortText', question: '가장 마음에 드는 점을 한마디로 적어 주세요.', required: false, maxLength: 50 },
          { blockType: 'longText', question: '바라는 점이나 불편했던 점을 자유롭게 적어 주세요.', required: false, maxLength: 1000 },
        ],
      },
    }),
  )

/** A short survey anyone may answer without an account (no customer is kept). */
const seedVisitorSurvey = (payload: Payload, created: Created) =>
  ensure(payload, created, 'surveys', { slug: { equals: 'shop-visit-2026' } }, () =>
    payload.create({
      collection: 'surveys',
      data: {
        _status: 'published',
        slug: 'shop-visit-2026',
        title: '매장 방문 설문',
        description: '로그인 없이 1분이면 참여할 수 있어요.',
        opensAt: daysFromNow(-7),
        requiresLogin: false,
        allowEdit: false,
        completionMessage: '의견 감사합니다. 더 나은 매장으로 보답하겠습니다.',
        questions: [
          {
            blockType: 'singleChoice',
            question: '어느 매장을 방문하셨나요?',
            required: true,
            options: [{ label: '강남 직영점' }, { label: '홍대 직영점' }, { label: '기타 협력점' }],
          },
          { blockType: 'rating', question: '직원 안내는 어떠셨나요?', required: true, scale: '10', lowLabel: '아쉬웠어요', highLabel: '훌륭했어요' },
          { blockType: 'longText', question: '매장에 바라는 점이 있다면 적어 주세요.', required: false, maxLength: 500 },
        ],
      },
    }),
  )

/** A survey that has closed: its page says so and takes no answers. */
const seedClosedSurvey = (payload: Payload, created: Created) =>
  ensure(payload, created, 'surveys', { slug: { equals: 'winter-event-2025' } }, () =>
    payload.create({
      collection: 'surveys',
      data: {
        _status: 'published',
        slug: 'winter-event-2025',
        title: '2025 겨울 이벤트 참여 후기',
        opensAt: daysFromNow(-120),
        closesAt: daysFromNow(-30),
        requiresLogin: true,
        allowEdit: false,
        questions: [{ blockType: 'rating', question: '이벤트에 만족하셨나요?', required: true, scale: '5' }],
      },
    }),
  )

export async function seedSurveys(payload: Payload, created: Created) {
  await seedOwnerSurvey(payload, created)
  await seedVisitorSurvey(payload, created)
  await seedClosedSurvey(payload, created)
}
