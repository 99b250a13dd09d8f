/** Says that a local draft was put back, with the way to drop it and return to the saved résumé. */
export function DraftBanner({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className="write-draft" role="status">
      <p className="write-draft__text">저장하지 않은 작성 내용을 불러왔습니다.</p>
      <button type="button" className="button button--secondary button--small" onClick={onDiscard}>
        불러온 내용 버리기
      </button>
    </div>
  );
}
