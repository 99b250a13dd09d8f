import { PageFrame } from '@/shared/ui/page';
import { useListState } from '@/shared/lib/use-list-state';
import { Tabs } from '@/shared/ui/tabs/tabs';
import { WatchListPanel } from '../components/watch-list-panel';
import { isWatchKind, WATCH_TABS, type WatchKind } from '../lib/watch-kinds';
import '@/shared/ui/form/form.css';
import '../components/my-home.css';

export const WATCH_LIST_STATE_KEY = 'my-watch-list';

/**
 * /person/myhome/watch-list: everything the member marked 관심, one tab per
 * kind. The tab and page are kept in history, so Back from an item returns
 * to the same tab and page.
 */
export function WatchListPage() {
  const [state, setState] = useListState<{ kind: string; page: number }>(WATCH_LIST_STATE_KEY, {
    kind: 'posting',
    page: 1,
  });
  const kind: WatchKind = isWatchKind(state.kind) ? state.kind : 'posting';

  return (
    <PageFrame
      title="관심 목록"
      lead="관심 표시한 채용공고와 기업, 자격증, 어학시험을 한곳에서 보고 정리합니다."
    >
      <Tabs
        tabs={WATCH_TABS}
        active={kind}
        onSelect={(next) => setState({ kind: next, page: 1 })}
        label="관심 종류"
        idPrefix="watch"
      >
        <WatchListPanel
          key={kind}
          kind={kind}
          page={state.page}
          onPage={(page) => setState({ kind, page })}
        />
      </Tabs>
    </PageFrame>
  );
}
