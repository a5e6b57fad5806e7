// English that Payload's libraries write straight into the page, with no translation to override
// (Lexical's handles and menus, dnd-kit's screen-reader instructions, the toaster's label), and
// Korean words they put side by side in English order: the Korean each one is given once it is on
// the page. The admin walk (e2e/admin-korean.spec.ts) fails on any it meets that is not here.
const KOREAN: Record<string, string> = {
  // The menu button: Payload writes `${t('general:open')} ${t('general:menu')}`, "열기 메뉴".
  '열기 메뉴': '메뉴 열기',
  '닫기 메뉴': '메뉴 닫기',
  // A record titled by its number (a departed customer has no e-mail): Payload's "ID: 6" has no translation key.
  'ID:': '번호',
  'Add block': '블록 추가',
  // The table's hover buttons, its create drawer and its cell menu (EXPERIMENTAL_TableFeature).
  'Add Column': '열 추가',
  'Add Row': '행 추가',
  Columns: '열 수',
  'Create Table': '표 만들기',
  'Delete column': '열 삭제',
  'Delete row': '행 삭제',
  'Delete table': '표 삭제',
  'Merge cells': '셀 병합',
  Rows: '행 수',
  'Toggle First Column Freeze': '첫 열 고정 켜기/끄기',
  'Toggle Row Striping': '행 줄무늬 켜기/끄기',
  'Unmerge cells': '셀 병합 해제',
  'Drag to move': '끌어서 옮기기',
  // The toaster's close button (sonner's own label).
  'Close toast': '알림 닫기',
  // Payload labels its dialogs with their slugs: the edit lock's, and those below with a record's number.
  'document-locked': '문서 잠김',
  'document-stale-data': '다른 사람이 바꾼 문서',
  'document-take-over': '편집 넘겨받기',
  'leave-without-saving': '저장하지 않고 나가기',
  'leave-without-saving-doc-drawer': '저장하지 않고 나가기',
  'stay-logged-in': '로그인 유지',
  'Edit link': '링크 편집',
  'Insert Paragraph': '문단 넣기',
  'Notifications alt+T': '알림 (ALT+T)',
  'Remove link': '링크 삭제',
  'Slash menu': '명령 메뉴',
  Table: '표',
  'To pick up a draggable item, press the space bar. While dragging, use the arrow keys to move the item. Press space again to drop the item in its new position, or press escape to cancel.':
    '항목을 옮기려면 스페이스바를 누르세요. 화살표 키로 옮기고, 스페이스바를 다시 누르면 그 자리에 놓입니다. ESC 키를 누르면 취소합니다.',
}
export const ATTRIBUTES = ['aria-label', 'title', 'placeholder']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
// The edit lock's dialog formats its time in American English whatever the language ("Nov 25, 2026, 8:29 AM").
const AMERICAN_TIME = /^(\w{3}) (\d{1,2}), (\d{4}), (\d{1,2}):(\d{2}) (AM|PM)$/

function koreanTime(text: string): string | undefined {
  const [, month, day, year, hour, minute, half] = AMERICAN_TIME.exec(text) ?? []
  const monthNumber = MONTHS.indexOf(month ?? '') + 1
  return monthNumber ? `${year}년 ${monthNumber}월 ${day}일 ${half === 'AM' ? '오전' : '오후'} ${hour}:${minute}` : undefined
}

// A dialog about one record is labelled `<what>-<its number>` ("delete-8").
const RECORD_DIALOGS: Record<string, string> = {
  'confirm-revert': '변경 취소 확인',
  'confirm-un-publish': '게시 취소 확인',
  delete: '삭제 확인',
  duplicate: '복제 확인',
  'perma-delete': '영구 삭제 확인',
  restore: '복원 확인',
}

const SIDES: Record<string, string> = { left: '왼쪽', right: '오른쪽', above: '위', below: '아래' }
const PARTS: Record<string, string> = { column: '열', row: '행' }
// The table's cell menu builds these from pieces ("Insert ", "2 rows", " above").
const PATTERNS: [RegExp, (match: string[]) => string][] = [
  [
    /^Insert (?:(\d+) )?(column|row)s? (left|right|above|below)$/,
    ([, count, part, side]) => `${SIDES[side!]}에 ${PARTS[part!]}${count ? ` ${count}개` : ''} 추가`,
  ],
  [/^(Add|Remove) (column|row) header$/, ([, change, part]) => `${PARTS[part!]} 머리글${change === 'Add' ? '로 지정' : ' 해제'}`],
  [/^([a-z-]+)-\d+$/, ([, dialog]) => RECORD_DIALOGS[dialog!] ?? ''],
]

/** The Korean for `text`, compared with its runs of spaces and line breaks as one space. */
export function koreanFor(text: string | null): string | undefined {
  if (!text) return undefined
  const plain = text.replace(/\s+/g, ' ').trim()
  if (KOREAN[plain]) return KOREAN[plain]
  for (const [pattern, translation] of PATTERNS) {
    const match = pattern.exec(plain)
    const korean = match && translation(match)
    if (korean) return korean
  }
  return koreanTime(plain)
}
