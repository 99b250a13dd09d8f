import {
  SUPPORT_CATEGORIES,
  SUPPORT_STATES,
  groupDigits,
  type OpsFaqItem,
  type SupportCategory,
} from '@ilteo/contract';
import { useState } from 'react';
import { confirm } from '@/shared/ui/dialog';
import { ListQueryStates } from '@/shared/ui/list-states';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast';
import { useDeleteFaq } from '../api/delete-faq';
import { useOpsFaqs } from '../api/ops-faqs';
import { FaqForm } from '../components/faq-form';
import { OpsTable } from '../components/ops-table';
import '../components/ops-support.css';

const CATEGORY_ITEMS = (Object.keys(SUPPORT_CATEGORIES) as SupportCategory[]).map((value) => ({
  value,
  label: SUPPORT_CATEGORIES[value],
}));

type Editing = OpsFaqItem | 'new' | null;

/** The share of "예" among the votes, or a dash before any. */
export function helpfulShare(item: Pick<OpsFaqItem, 'helpfulCount' | 'unhelpfulCount'>): string {
  const total = item.helpfulCount + item.unhelpfulCount;
  return total === 0 ? '–' : `${String(Math.round((item.helpfulCount / total) * 100))}%`;
}

/**
 * /ops/faq: one category's entries in their order, with "도움이 되었나요"
 * counts (예 / 아니요 and the share); 새 질문 and 수정 open the form above
 * the list (order and 숨김 are fields of it); 삭제 asks first.
 */
export function FaqOpsPage() {
  const [category, setCategory] = useState<SupportCategory>('join');
  const [editing, setEditing] = useState<Editing>(null);
  const query = useOpsFaqs({ category });
  const remove = useDeleteFaq();

  const onDelete = async (item: OpsFaqItem) => {
    const sure = await confirm(
      `‘${item.question}’ 질문을 삭제하시겠습니까? 받은 의견도 함께 지워집니다.`,
      {
        title: '질문 삭제',
        confirmLabel: '삭제',
        destructive: true,
      },
    );
    if (!sure) return;
    await remove.mutateAsync(item.faqId);
    toast('질문을 삭제했습니다.');
  };

  return (
    <section className="ops-card" aria-labelledby="ops-faq-title">
      <h1 id="ops-faq-title" className="ops-title">
        자주 묻는 질문 관리
      </h1>
      {editing === null ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing('new')}
          >
            새 질문
          </button>
        </p>
      ) : (
        <FaqForm
          key={editing === 'new' ? 'new' : editing.faqId}
          faq={editing === 'new' ? null : editing}
          initialCategory={category}
          onDone={() => setEditing(null)}
        />
      )}
      <Select
        label="분류"
        items={CATEGORY_ITEMS}
        value={category}
        onValueChange={(v) => setCategory(v as SupportCategory)}
      />
      <ListQueryStates
        query={query}
        errorMessage="질문 목록을 불러오지 못했습니다."
        emptyMessage="이 분류에 등록된 질문이 없습니다."
      >
        {(data) => (
          <OpsTable
            caption={`${SUPPORT_CATEGORIES[category]} 질문 ${String(data.length)}개`}
            columns={['순서', '질문', '상태', '도움됨', '도움 안 됨', '비율', '관리']}
          >
            {data.map((item) => (
              <tr key={item.faqId}>
                <td>{item.sortOrder}</td>
                <td>{item.question}</td>
                <td>{SUPPORT_STATES[item.state]}</td>
                <td>{groupDigits(item.helpfulCount)}</td>
                <td>{groupDigits(item.unhelpfulCount)}</td>
                <td>{helpfulShare(item)}</td>
                <td className="ops-support-row-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setEditing(item)}
                  >
                    <span className="sr-only">{item.question} </span>수정
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={remove.isPending}
                    onClick={() => void onDelete(item)}
                  >
                    <span className="sr-only">{item.question} </span>삭제
                  </button>
                </td>
              </tr>
            ))}
          </OpsTable>
        )}
      </ListQueryStates>
    </section>
  );
}
