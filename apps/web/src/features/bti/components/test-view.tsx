import { BTI_ITEM_COUNT, type BtiSitting } from '@ilteo/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { confirm } from '@/shared/ui/dialog';
import { restartTest } from '../api/restart-test';
import { saveAnswer } from '../api/save-answer';
import { missingOf, submitTest } from '../api/submit-test';
import { BtiItemField } from './bti-item';
import { BtiProgress } from './progress-bar';

/**
 * Items per step: one of each type (the bank interleaves R I A S E C), so
 * ten short steps of six. A step fits a phone's screen with little
 * scrolling, and a reload returns to the step of the first unanswered item
 * (decision 0039).
 */
export const ITEMS_PER_STEP = 6;
const STEPS = Math.ceil(BTI_ITEM_COUNT / ITEMS_PER_STEP);

const stepOf = (itemNo: number) => Math.floor((itemNo - 1) / ITEMS_PER_STEP);

const firstOpenStep = (answers: readonly number[]) => {
  const index = answers.findIndex((v) => v === 0);
  return index < 0 ? STEPS - 1 : stepOf(index + 1);
};

const emptyAnswers = () => Array<number>(BTI_ITEM_COUNT).fill(0);

interface Failed {
  itemNo: number;
  value: number;
}

/**
 * The sitting: a progress bar, the step's six items and 이전/다음; each
 * choice shows at once and is saved in the background. A save that fails
 * puts the choice back and says so, with 다시 저장. 결과 보기 first waits
 * for saves still on their way, then scores; missing items are named and
 * the first of them is shown.
 */
export function BtiTestView({
  sitting,
  requestId,
  onDone,
}: {
  sitting: BtiSitting;
  requestId: number | null;
  onDone: (attemptId: number) => void;
}) {
  const [answers, setAnswers] = useState<number[]>(
    () => sitting.attempt?.answers.slice(0, BTI_ITEM_COUNT) ?? emptyAnswers(),
  );
  const [step, setStep] = useState(() => firstOpenStep(answers));
  const [failed, setFailed] = useState<Failed | null>(null);
  const [missing, setMissing] = useState<number[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(new Set<Promise<void>>());
  const legends = useRef(new Map<number, HTMLElement>());
  const focusItem = useRef<number | null>(null);

  const answered = answers.filter((v) => v > 0).length;
  const items = sitting.items.slice(step * ITEMS_PER_STEP, (step + 1) * ITEMS_PER_STEP);

  // After a step change, focus moves to the step's first unanswered item (or its first).
  useEffect(() => {
    const target = focusItem.current;
    if (target === null) return;
    focusItem.current = null;
    legends.current.get(target)?.focus();
  }, [step]);

  const goTo = (next: number, itemNo?: number) => {
    const first = next * ITEMS_PER_STEP + 1;
    const open = answers.slice(first - 1, first - 1 + ITEMS_PER_STEP).findIndex((v) => v === 0);
    focusItem.current = itemNo ?? first + Math.max(0, open);
    setStep(next);
    if (next === step) legends.current.get(focusItem.current)?.focus();
  };

  const onAnswer = useCallback(
    (itemNo: number, value: number) => {
      let previous = 0;
      setAnswers((prev) => {
        previous = prev[itemNo - 1] ?? 0;
        const next = [...prev];
        next[itemNo - 1] = value;
        return next;
      });
      setFailed(null);
      setMissing((m) => m.filter((n) => n !== itemNo));
      const saving = saveAnswer({ itemNo, value, ...(requestId === null ? {} : { requestId }) })
        .catch(() => {
          setAnswers((prev) => {
            if (prev[itemNo - 1] !== value) return prev;
            const next = [...prev];
            next[itemNo - 1] = previous;
            return next;
          });
          setFailed({ itemNo, value });
        })
        .finally(() => inFlight.current.delete(saving));
      inFlight.current.add(saving);
    },
    [requestId],
  );

  const finish = async () => {
    const open = answers.flatMap((v, i) => (v === 0 ? [i + 1] : []));
    if (open.length > 0) {
      setMissing(open);
      goTo(stepOf(open[0] ?? 1), open[0]);
      return;
    }
    setSubmitting(true);
    try {
      await Promise.all([...inFlight.current]);
      const done = await submitTest();
      onDone(done.attemptId);
    } catch (error) {
      const fromServer = missingOf(error);
      if (fromServer && fromServer.length > 0) {
        setMissing(fromServer);
        goTo(stepOf(fromServer[0] ?? 1), fromServer[0]);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const restart = async () => {
    const ok = await confirm(
      '지금까지의 응답을 지우고 처음부터 다시 시작합니다. 계속하시겠습니까?',
      {
        title: '처음부터 다시',
      },
    );
    if (!ok) return;
    await Promise.all([...inFlight.current]);
    try {
      await restartTest();
    } catch {
      return; // The request helper has said why.
    }
    setAnswers(emptyAnswers());
    setMissing([]);
    setFailed(null);
    goTo(0, 1);
  };

  const last = step === STEPS - 1;
  return (
    <div className="bti-test">
      <BtiProgress answered={answered} total={BTI_ITEM_COUNT} />
      <div aria-live="polite" className="bti-test__status">
        {failed && (
          <p className="bti-test__alert" role="alert">
            {failed.itemNo}번 문항의 응답을 저장하지 못했습니다. 연결을 확인한 뒤 다시 저장해
            주세요.{' '}
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => onAnswer(failed.itemNo, failed.value)}
            >
              다시 저장
            </button>
          </p>
        )}
        {missing.length > 0 && (
          <p className="bti-test__alert" role="alert">
            응답하지 않은 문항이 {missing.length}개 있습니다:{' '}
            {missing.map((n) => `${String(n)}번`).join(', ')}
          </p>
        )}
      </div>
      <h2 className="bti-test__step" aria-live="polite">
        {step + 1} / {STEPS} 단계
      </h2>
      <div className="bti-test__items">
        {items.map((item) => (
          <BtiItemField
            key={item.itemNo}
            item={item}
            value={answers[item.itemNo - 1] ?? 0}
            onAnswer={onAnswer}
            legendRef={(el) => {
              if (el) legends.current.set(item.itemNo, el);
              else legends.current.delete(item.itemNo);
            }}
          />
        ))}
      </div>
      <div className="bti-test__nav">
        <button
          type="button"
          className="button button--secondary"
          disabled={step === 0}
          onClick={() => goTo(step - 1)}
        >
          이전
        </button>
        {last ? (
          <button
            type="button"
            className="button button--primary"
            disabled={submitting}
            onClick={() => void finish()}
          >
            제출하고 결과 보기
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={() => goTo(step + 1)}>
            다음
          </button>
        )}
      </div>
      <p className="bti-test__restart">
        <button type="button" className="button button--small" onClick={() => void restart()}>
          처음부터 다시
        </button>
      </p>
    </div>
  );
}
