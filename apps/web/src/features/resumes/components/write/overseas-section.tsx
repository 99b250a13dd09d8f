import { RESUME_LIMITS } from '@ilteo/contract';
import { useFieldArray } from 'react-hook-form';
import {
  AddEntryButton,
  EntryFieldset,
  FormText,
  FormTextArea,
  GroupError,
  useFieldError,
  WriteSection,
  YearMonthField,
} from './form-kit';
import { NEW_ENTRY, useResumeForm } from './resume-form';

/** 해외경험: country, period and what the member did there. */
export function OverseasSection() {
  const { control } = useResumeForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'overseas' });
  const listError = useFieldError('overseas');
  return (
    <WriteSection section="overseas">
      {fields.map((field, index) => (
        <EntryFieldset
          key={field.id}
          legend={`해외경험 ${index + 1}`}
          onRemove={() => remove(index)}
        >
          <div className="write-grid">
            <FormText name={`overseas.${index}.country`} label="국가" maxLength={50} />
            <YearMonthField name={`overseas.${index}.start`} label="시작 연월" />
            <YearMonthField name={`overseas.${index}.end`} label="종료 연월" />
          </div>
          <FormTextArea name={`overseas.${index}.description`} label="내용" rows={3} />
        </EntryFieldset>
      ))}
      <GroupError message={listError} />
      <AddEntryButton
        label="해외경험"
        count={fields.length}
        max={RESUME_LIMITS.overseas}
        onAdd={() => append(NEW_ENTRY.overseas())}
      />
    </WriteSection>
  );
}
