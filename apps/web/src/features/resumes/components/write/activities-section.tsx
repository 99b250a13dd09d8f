import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, RESUME_LIMITS } from '@ilteo/contract';
import { useFieldArray } from 'react-hook-form';
import {
  AddEntryButton,
  EntryFieldset,
  FormSelect,
  FormText,
  FormTextArea,
  GroupError,
  useFieldError,
  WriteSection,
  YearMonthField,
} from './form-kit';
import { NEW_ENTRY, useResumeForm } from './resume-form';

const KIND_OPTIONS = ACTIVITY_KINDS.map((v) => ({ value: v, label: ACTIVITY_KIND_LABELS[v] }));

/** 대외활동·교육: clubs, external activities, internships, volunteering, courses. */
export function ActivitiesSection() {
  const { control } = useResumeForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'activities' });
  const listError = useFieldError('activities');
  return (
    <WriteSection section="activities">
      {fields.map((field, index) => (
        <EntryFieldset
          key={field.id}
          legend={`대외활동·교육 ${index + 1}`}
          onRemove={() => remove(index)}
        >
          <div className="write-grid">
            <FormSelect
              name={`activities.${index}.kind`}
              label="활동 구분"
              options={KIND_OPTIONS}
            />
            <FormText
              name={`activities.${index}.organization`}
              label="기관·단체명"
              maxLength={100}
            />
            <YearMonthField name={`activities.${index}.start`} label="시작 연월" />
            <YearMonthField name={`activities.${index}.end`} label="종료 연월" />
          </div>
          <FormTextArea name={`activities.${index}.description`} label="활동 내용" rows={3} />
        </EntryFieldset>
      ))}
      <GroupError message={listError} />
      <AddEntryButton
        label="대외활동·교육"
        count={fields.length}
        max={RESUME_LIMITS.activities}
        onAdd={() => append(NEW_ENTRY.activity())}
      />
    </WriteSection>
  );
}
