import { RESUME_LIMITS } from '@ilteo/contract';
import { useFieldArray } from 'react-hook-form';
import {
  AddEntryButton,
  DateField,
  EntryFieldset,
  FormText,
  FormTextArea,
  GroupError,
  useFieldError,
  WriteSection,
} from './form-kit';
import { NEW_ENTRY, useResumeForm } from './resume-form';

/** 수상: title, the body that gave it, date and a short description. */
export function AwardsSection() {
  const { control } = useResumeForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'awards' });
  const listError = useFieldError('awards');
  return (
    <WriteSection section="awards">
      {fields.map((field, index) => (
        <EntryFieldset key={field.id} legend={`수상 ${index + 1}`} onRemove={() => remove(index)}>
          <div className="write-grid">
            <FormText name={`awards.${index}.title`} label="수상명" maxLength={100} />
            <FormText name={`awards.${index}.issuer`} label="수여기관" maxLength={100} />
            <DateField name={`awards.${index}.awardedOn`} label="수상일" />
          </div>
          <FormTextArea name={`awards.${index}.description`} label="내용" rows={3} />
        </EntryFieldset>
      ))}
      <GroupError message={listError} />
      <AddEntryButton
        label="수상"
        count={fields.length}
        max={RESUME_LIMITS.awards}
        onAdd={() => append(NEW_ENTRY.award())}
      />
    </WriteSection>
  );
}
