import { groupDigits, type WrittenHistoryTab } from '@ilteo/contract';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useListState } from '@/shared/lib/use-list-state';
import { ListError, ListSkeleton } from '@/shared/ui/list-states';
import { PageFrame } from '@/shared/ui/page';
import { Tabs } from '@/shared/ui/tabs/tabs';
import { useWrittenTabs } from '../api/get-written-history';
import { WrittenHistoryPanel } from '../components/written-history-panel';
import { isWrittenTab, writtenTabPath } from '../lib/written-tabs';
import '@/shared/ui/form/form.css';
import '../components/my-home.css';

const LEAD = '커뮤니티에 쓴 글과 댓글 같은 내 작성 이력을 보고 정리합니다.';

/** One tab's page, kept in history per tab so Back from an item returns to the same page. */
function TabPanel({ tab, label }: { tab: WrittenHistoryTab; label: string }) {
  const [state, setState] = useListState<{ page: number }>(`written-history:${tab}`, { page: 1 });
  return (
    <WrittenHistoryPanel
      tab={tab}
      label={label}
      page={state.page}
      onPage={(page) => setState({ page })}
    />
  );
}

/**
 * /person/myhome/:tab (작성 이력): what the member wrote, one tab per kind
 * the server has built (its tab list, with totals); nothing another member
 * wrote. The tab is the address: an unknown one, or one whose area is not
 * built, goes to the first tab offered.
 */
export function WrittenHistoryPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const tabs = useWrittenTabs();

  if (!isWrittenTab(tab)) return <Navigate to={writtenTabPath('posts')} replace />;
  if (tabs.isError) {
    return (
      <PageFrame title="작성 이력" lead={LEAD}>
        <ListError message="작성 이력을 불러오지 못했습니다." onRetry={() => void tabs.refetch()} />
      </PageFrame>
    );
  }
  if (!tabs.data) {
    return (
      <PageFrame title="작성 이력" lead={LEAD}>
        <div aria-busy="true">
          <ListSkeleton rows={4} />
        </div>
      </PageFrame>
    );
  }

  const offered = tabs.data;
  const active = offered.find((t) => t.tab === tab);
  if (!active) {
    const first = offered[0];
    if (first) return <Navigate to={writtenTabPath(first.tab)} replace />;
    return (
      <PageFrame title="작성 이력" lead={LEAD}>
        <p>아직 볼 수 있는 작성 이력이 없습니다.</p>
      </PageFrame>
    );
  }

  return (
    <PageFrame title="작성 이력" lead={LEAD}>
      <Tabs
        tabs={offered.map((t) => ({ id: t.tab, label: `${t.label} (${groupDigits(t.total)})` }))}
        active={active.tab}
        // Replace: the tab is the address, and Back should leave the screen, not walk the tabs.
        onSelect={(next) => void navigate(writtenTabPath(next), { replace: true })}
        label="작성 이력 종류"
        idPrefix="written"
      >
        <TabPanel key={active.tab} tab={active.tab} label={active.label} />
      </Tabs>
    </PageFrame>
  );
}
