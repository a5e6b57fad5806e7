/** Shown above a draft a staff member previews: what it is, and the way back to the public page. */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <section className="preview-banner" aria-label="미리보기 안내">
      <p>
        <strong>미리보기</strong> 게시 전 화면입니다. 방문자에게는 보이지 않습니다.
      </p>
      {/* A full page load: the server clears the preview cookie. */}
      <a href={`/api/preview?exit=${encodeURIComponent(path)}`}>미리보기 끝내기</a>
    </section>
  )
}
