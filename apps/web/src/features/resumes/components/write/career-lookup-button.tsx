import { useState } from 'react';
import { CareerLookupDialog, type PickedCareer } from '../career-lookup-dialog';

/** A workplace and period found by 경력 불러오기, as the look-up dialog hands it over. */
export type LookedUpCareer = PickedCareer;

/**
 * 경력 불러오기: opens the look-up (간편인증, then the workplaces found);
 * the records the member picks become 경력 entries, and nothing is saved
 * until the résumé is.
 */
export function CareerLookupButton({ onPick }: { onPick: (records: LookedUpCareer[]) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="write-lookup">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setOpen(true)}
      >
        경력 불러오기
      </button>
      <p className="field__description">
        간편인증을 마치면 가입 이력에서 다닌 회사와 기간을 불러와 고를 수 있습니다.
      </p>
      {open && <CareerLookupDialog open={open} onClose={() => setOpen(false)} onPick={onPick} />}
    </div>
  );
}
