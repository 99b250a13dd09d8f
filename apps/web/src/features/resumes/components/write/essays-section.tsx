import { countCharacters, groupDigits, RESUME_LIMITS } from '@ilteo/contract';
import { useId } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  AddEntryButton,
  EntryFieldset,
  FormText,
  FormTextArea,
  GroupError,
  useFieldError,
  WriteSection,
} from './form-kit';
import { keepDigits, NEW_ENTRY, numberOrNull, useResumeForm } from './resume-form';

/** 자기소개서: question and answer items, each with the writer's own character limit. */
export function EssaysSection() {
  const { control } = useResumeForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'essays' });
  const listError = useFieldError('essays');
  return (
    <WriteSection section="essays">
      {fields.map((field, index) => (
        <EntryFieldset key={field.id} legend={`문항 ${index + 1}`} onRemove={() => remove(index)}>
          <EssayItem index={index} />
        </EntryFieldset>
      ))}
      <GroupError message={listError} />
      <AddEntryButton
        label="문항"
        count={fields.length}
        max={RESUME_LIMITS.essays}
        onAdd={() => append(NEW_ENTRY.essay())}
      />
    </WriteSection>
  );
}

function EssayItem({ index }: { index: number }) {
  const { control } = useResumeForm();
  const answer = useWatch({ control, name: `essays.${index}.answer` });
  const limit = useWatch({ control, name: `essays.${index}.limit` });
  const counterId = useId();
  const { withSpaces, withoutSpaces } = countCharacters(answer);
  const over = typeof limit === 'number' && withSpaces > limit;
  return (
    <>
      <FormText
        name={`essays.${index}.question`}
        label="문항"
        maxLength={RESUME_LIMITS.essayQuestion}
        placeholder="예: 지원 동기를 적어 주세요."
      />
      <FormText
        name={`essays.${index}.limit`}
        label="글자 수 제한 (공백 포함)"
        inputMode="numeric"
        description={`${RESUME_LIMITS.essayLimitMin}자부터 ${groupDigits(RESUME_LIMITS.essayLimitMax)}자까지 정할 수 있습니다.`}
        onInput={keepDigits}
        registerOptions={{ setValueAs: numberOrNull }}
      />
      <FormTextArea
        name={`essays.${index}.answer`}
        label="답변"
        rows={8}
        footerId={counterId}
        footer={
          <p
            id={counterId}
            className={over ? 'write-counter write-counter--over' : 'write-counter'}
          >
            공백 포함 {groupDigits(withSpaces)}자 / 공백 제외 {groupDigits(withoutSpaces)}자
            {typeof limit === 'number' && ` (제한 ${groupDigits(limit)}자)`}
            {over && ' · 제한을 넘었습니다'}
          </p>
        }
      />
    </>
  );
}
