import {
  BANNER_STATES,
  BANNER_TARGETS,
  type BannerInput,
  type BannerTarget,
  type OpsBanner,
} from '@ilteo/contract';
import { useState } from 'react';
import { confirm } from '@/shared/ui/dialog';
import { ListQueryStates } from '@/shared/ui/list-states';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast';
import { useDeleteBanner } from '../api/delete-banner';
import { useOpsBanners } from '../api/ops-banners';
import { useSaveBanner } from '../api/save-banner';
import { BannerForm } from '../components/banner-form';
import { OpsTable } from '../components/ops-table';
import '../components/ops-support.css';

const TARGET_ITEMS = (Object.keys(BANNER_TARGETS) as BannerTarget[]).map((value) => ({
  value,
  label: BANNER_TARGETS[value],
}));

type Editing = OpsBanner | 'new' | null;

/** What a saved banner sends back when only its state changes. */
const inputOf = (banner: OpsBanner, state: OpsBanner['state']): BannerInput => ({
  target: banner.target,
  title: banner.title,
  imageSaveName: banner.imageSaveName,
  altText: banner.altText,
  linkUrl: banner.linkUrl,
  startsOn: banner.startsOn,
  endsOn: banner.endsOn,
  sortOrder: banner.sortOrder,
  state,
  promotionId: banner.promotionId,
});

/**
 * /ops/banners: one target's banners in slot order with their period, state,
 * linked promotion and whether they show today; 새 배너 and 수정 open the
 * form above the list; 숨기기/보이기 flips the state at once; 삭제 asks first.
 */
export function BannersPage() {
  const [target, setTarget] = useState<BannerTarget>('main');
  const [editing, setEditing] = useState<Editing>(null);
  const query = useOpsBanners(target);
  const save = useSaveBanner();
  const remove = useDeleteBanner();

  const onToggle = async (banner: OpsBanner) => {
    const next = banner.state === 'shown' ? 'hidden' : 'shown';
    await save.mutateAsync({ bannerId: banner.bannerId, body: inputOf(banner, next) });
    toast(next === 'hidden' ? '배너를 숨겼습니다.' : '배너를 다시 노출합니다.');
  };

  const onDelete = async (banner: OpsBanner) => {
    const sure = await confirm(
      `‘${banner.title}’ 배너를 삭제하시겠습니까? 이미지도 함께 지워집니다.`,
      {
        title: '배너 삭제',
        confirmLabel: '삭제',
        destructive: true,
      },
    );
    if (!sure) return;
    await remove.mutateAsync(banner.bannerId);
    toast('배너를 삭제했습니다.');
  };

  return (
    <section className="ops-card" aria-labelledby="ops-banners-title">
      <h1 id="ops-banners-title" className="ops-title">
        배너 관리
      </h1>
      {editing === null ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing('new')}
          >
            새 배너
          </button>
        </p>
      ) : (
        <BannerForm
          key={editing === 'new' ? 'new' : editing.bannerId}
          banner={editing === 'new' ? null : editing}
          initialTarget={target}
          onDone={() => setEditing(null)}
        />
      )}
      <Select
        label="목록 위치"
        items={TARGET_ITEMS}
        value={target}
        onValueChange={(v) => setTarget(v as BannerTarget)}
      />
      <ListQueryStates
        query={query}
        errorMessage="배너 목록을 불러오지 못했습니다."
        emptyMessage="이 위치에 등록된 배너가 없습니다."
      >
        {(data) => (
          <OpsTable
            caption={`${BANNER_TARGETS[target]} 배너 ${String(data.length)}개`}
            columns={['순서', '제목', '기간', '상태', '오늘 노출', '프로모션', '관리']}
          >
            {data.map((banner) => (
              <tr key={banner.bannerId}>
                <td>{banner.sortOrder}</td>
                <td>{banner.title}</td>
                <td>
                  {banner.startsOn} ~ {banner.endsOn}
                </td>
                <td>{BANNER_STATES[banner.state]}</td>
                <td>{banner.active ? '노출 중' : '–'}</td>
                <td>{banner.promotionId === null ? '–' : `#${String(banner.promotionId)}`}</td>
                <td className="ops-support-row-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setEditing(banner)}
                  >
                    <span className="sr-only">{banner.title} </span>수정
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={save.isPending}
                    onClick={() => void onToggle(banner)}
                  >
                    <span className="sr-only">{banner.title} </span>
                    {banner.state === 'shown' ? '숨기기' : '보이기'}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={remove.isPending}
                    onClick={() => void onDelete(banner)}
                  >
                    <span className="sr-only">{banner.title} </span>삭제
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
