import { MAX_MAIN_THEMES, type Theme } from '@ilteo/contract';
import { useId, useState } from 'react';
import { CloseIcon } from '@/shared/ui/icons/icons';
import { Modal } from '@/shared/ui/modal/modal';
import { useSaveThemeSelection } from '../api/save-theme-selection';

export const THEME_LIMIT_MESSAGE = `테마는 최대 ${MAX_MAIN_THEMES}개까지 고를 수 있습니다. 다른 테마를 고르려면 먼저 하나를 빼 주세요.`;
const EMPTY_MESSAGE = '테마를 하나 이상 골라 주세요.';

interface ThemeChooserProps {
  themes: readonly Theme[];
  /** The themes shown now, in order. */
  selectedIds: readonly string[];
  /** The member chose them (false: the defaults are showing). */
  customised: boolean;
  onClose: () => void;
}

/**
 * 메인 테마 설정: the member picks up to MAX_MAIN_THEMES themes, shown in the
 * order picked. A sixth is refused here with a message; the server's 008
 * (say, a stale page) is shown by the HTTP helper and the dialog stays open.
 */
export function ThemeChooser({ themes, selectedIds, customised, onClose }: ThemeChooserProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [picked, setPicked] = useState<readonly string[]>(() =>
    selectedIds.filter((id) => themes.some((t) => t.themeId === id)),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveThemeSelection();

  const toggle = (themeId: string, checked: boolean) => {
    if (!checked) {
      setPicked((p) => p.filter((id) => id !== themeId));
      setProblem(null);
      return;
    }
    if (picked.length >= MAX_MAIN_THEMES) {
      setProblem(THEME_LIMIT_MESSAGE);
      return;
    }
    setPicked((p) => [...p, themeId]);
    setProblem(null);
  };

  // The server confirms a save with its own message (003 변경되었습니다-style alert).
  const submit = async (themeIds: string[]) => {
    try {
      await save.mutateAsync({ themeIds });
    } catch {
      // The HTTP helper has shown why (008 and friends); the choice stays as it was.
      return;
    }
    onClose();
  };

  const onSave = () => {
    if (picked.length === 0) {
      setProblem(EMPTY_MESSAGE);
      return;
    }
    void submit([...picked]);
  };

  return (
    <Modal
      labelledBy={titleId}
      describedBy={descriptionId}
      onDismiss={onClose}
      className="theme-chooser"
    >
      <div className="theme-chooser__head">
        <h2 id={titleId} className="theme-chooser__title">
          메인 테마 설정
        </h2>
        <button type="button" className="icon-button" aria-label="닫기" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <p id={descriptionId} className="theme-chooser__lead">
        메인에 보여 줄 테마를 최대 {MAX_MAIN_THEMES}개까지 고르세요. 고른 순서대로 보여 드립니다.
      </p>
      <p className="theme-chooser__count" aria-live="polite">
        {picked.length}/{MAX_MAIN_THEMES}개 선택
      </p>
      <fieldset className="theme-chooser__options">
        <legend className="sr-only">테마</legend>
        {themes.map((theme) => {
          const order = picked.indexOf(theme.themeId);
          return (
            <label key={theme.themeId} className="theme-option">
              <input
                type="checkbox"
                className="theme-option__input"
                checked={order >= 0}
                onChange={(e) => toggle(theme.themeId, e.target.checked)}
              />
              <span className="theme-option__text">
                <span className="theme-option__name">{theme.name}</span>
                <span className="theme-option__description">{theme.description}</span>
              </span>
              {order >= 0 && (
                <span className="theme-option__order" aria-hidden="true">
                  {order + 1}
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
      {problem && (
        <p className="theme-chooser__problem" role="alert">
          {problem}
        </p>
      )}
      {customised && (
        <button
          type="button"
          className="theme-chooser__reset"
          disabled={save.isPending}
          onClick={() => void submit([])}
        >
          기본 테마로 되돌리기
        </button>
      )}
      <div className="theme-chooser__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          취소
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={save.isPending}
          onClick={onSave}
        >
          저장
        </button>
      </div>
    </Modal>
  );
}
