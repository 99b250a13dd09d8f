import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { JobPicker, type JobOption } from './job-picker';

const JOBS: JobOption[] = [
  {
    cd: '02',
    name: '연구·공학기술직',
    children: [
      {
        cd: '024',
        name: '소프트웨어 개발직',
        children: [
          { cd: '024001', name: '백엔드 개발자' },
          { cd: '024002', name: '프론트엔드 개발자' },
        ],
      },
      { cd: '025', name: '데이터직', children: [{ cd: '025001', name: '데이터 분석가' }] },
    ],
  },
  {
    cd: '01',
    name: '경영·사무·금융·보험직',
    children: [
      {
        cd: '013',
        name: '인사·노무·총무직',
        children: [{ cd: '013001', name: '인사 담당자(HR)' }],
      },
    ],
  },
];

function Harness({ spy }: { spy: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <JobPicker
      jobs={JOBS}
      value={value}
      max={2}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

describe('JobPicker', () => {
  it('groups 소분류 under their 중분류 in the chosen 대분류', async () => {
    const user = userEvent.setup();
    render(<Harness spy={vi.fn()} />);
    expect(screen.getByRole('tablist', { name: '직무 대분류' })).toBeTruthy();
    const group = screen.getByRole('group', { name: '소프트웨어 개발직' });
    expect(within(group).getByRole('checkbox', { name: '소프트웨어 개발직 전체' })).toBeTruthy();
    expect(within(group).getByRole('checkbox', { name: '백엔드 개발자' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '연구·공학기술직 전체' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: '경영·사무·금융·보험직' }));
    expect(screen.getByRole('checkbox', { name: '인사 담당자(HR)' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '백엔드 개발자' })).toBeNull();
  });

  it('chooses 소분류 and whole groups, up to the maximum', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.click(screen.getByRole('checkbox', { name: '백엔드 개발자' }));
    await user.click(screen.getByRole('checkbox', { name: '데이터 분석가' }));
    expect(spy).toHaveBeenLastCalledWith(['024001', '025001']);
    expect(screen.getByRole('list', { name: '선택한 직무' }).textContent).toContain(
      '소프트웨어 개발직 백엔드 개발자',
    );

    await user.click(screen.getByRole('checkbox', { name: '프론트엔드 개발자' }));
    expect(spy).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('직무은(는) 2개까지 선택할 수 있습니다.');

    await user.click(screen.getByRole('checkbox', { name: '연구·공학기술직 전체' }));
    expect(spy).toHaveBeenLastCalledWith(['02']);
  });
});
