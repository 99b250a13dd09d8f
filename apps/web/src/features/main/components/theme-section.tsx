import { groupDigits, MAX_MAIN_THEMES } from '@ilteo/contract';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { loginPathFor } from '@/shared/lib/return-url';
import { seoulToday } from '@/shared/postings/d-day';
import { PostingCard } from '@/shared/postings/posting-card';
import { useIsLoggedIn, useProbablyMember } from '@/shared/stores/app-store';
import { useThemePostings } from '../api/get-theme-postings';
import { useThemes } from '../api/get-themes';
import { useViewer } from '../lib/use-viewer';
import { BlockError, CardsSkeleton } from './section-status';
import { lazyChunk } from '@/shared/lib/chunk-loading';
import { Tabs } from '@/shared/ui/tabs/tabs';

// Only members who open it need the chooser (and the modal) code.
const ThemeChooser = lazyChunk(() =>
  import('./theme-chooser').then((m) => ({ default: m.ThemeChooser })),
);

const POSTINGS_PER_THEME = 8;
const TITLE_ID = 'main-themes-title';
// Tabs `main-theme-tab-<theme id>`, panel `main-theme-panel`, as before the shared tabs.
const TAB_PREFIX = 'main-theme';

/**
 * 테마별 채용: the viewer's themes as tabs (the defaults for visitors), each
 * with its postings. Members choose the themes; visitors are told they can.
 */
export function ThemeSection() {
  const viewer = useViewer();
  const isLoggedIn = useIsLoggedIn();
  // Until the login check answers, a probable member's themes wait for it (decision 0045).
  const probablyMember = useProbablyMember();
  const themes = useThemes(viewer, !probablyMember);
  const selectedIds = themes.data?.selectedIds ?? [];
  const postings = useThemePostings(viewer, selectedIds, POSTINGS_PER_THEME);
  const [active, setActive] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);

  const groups = selectedIds
    .map((id) => postings.data?.find((g) => g.themeId === id))
    .filter((g) => g !== undefined);
  const current = groups.find((g) => g.themeId === active) ?? groups[0];
  const failed = themes.isError || postings.isError;
  const retry = () => void (themes.isError ? themes.refetch() : postings.refetch());

  return (
    <section className="main-section" aria-labelledby={TITLE_ID}>
      <div className="main-section__head">
        <h2 id={TITLE_ID} className="main-section__title">
          테마별 채용
        </h2>
        {isLoggedIn && themes.data && (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-haspopup="dialog"
            onClick={() => setChoosing(true)}
          >
            테마 설정
          </button>
        )}
      </div>
      {!isLoggedIn && !probablyMember && (
        <p className="main-section__note">
          <Link to={loginPathFor(paths.main)}>로그인</Link>하면 보고 싶은 테마를 최대{' '}
          {MAX_MAIN_THEMES}개까지 골라 메인에 둘 수 있습니다.
        </p>
      )}
      {failed ? (
        <BlockError message="테마별 공고를 불러오지 못했습니다." onRetry={retry} />
      ) : themes.data && selectedIds.length === 0 ? (
        <p className="main-status">고른 테마가 없습니다. 테마 설정에서 골라 주세요.</p>
      ) : !current ? (
        <ThemeSkeleton />
      ) : (
        <Tabs
          tabs={groups.map((g) => ({ id: g.themeId, label: g.name }))}
          active={current.themeId}
          onSelect={setActive}
          label="채용 테마"
          idPrefix={TAB_PREFIX}
          className="theme-tabs"
          panelClassName="theme-panel"
        >
          <p className="theme-panel__description">
            {current.description}
            <span className="theme-panel__total"> 공고 {groupDigits(current.total)}건</span>
          </p>
          {current.items.length === 0 ? (
            <p className="main-status">지금은 이 테마에 맞는 공고가 없습니다.</p>
          ) : (
            <ul className="main-cards">
              {current.items.map((posting) => (
                <li key={posting.postingId}>
                  <PostingCard posting={posting} today={seoulToday()} />
                </li>
              ))}
            </ul>
          )}
          <Link to={paths.recruitList} className="main-section__more">
            채용정보 더 보기
          </Link>
        </Tabs>
      )}
      {choosing && themes.data && (
        <Suspense fallback={null}>
          <ThemeChooser
            themes={themes.data.themes}
            selectedIds={themes.data.selectedIds}
            customised={themes.data.customised}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The tabs, the description line, the cards and the link, as tall as they will be. */
function ThemeSkeleton() {
  return (
    <>
      <div className="theme-tabs" aria-hidden="true">
        <span className="theme-tabs__tab theme-tabs__tab--skeleton" />
      </div>
      <div className="theme-panel" aria-hidden="true">
        <p className="theme-panel__description">&nbsp;</p>
        <CardsSkeleton count={POSTINGS_PER_THEME} />
        <span className="main-section__more" />
      </div>
    </>
  );
}
