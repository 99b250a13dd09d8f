import { RESUME_LIMITS } from '@ilteo/contract';
import { useFieldArray } from 'react-hook-form';
import { CatalogueSearch } from './catalogue-search';
import type { CatalogueSectionProps } from './certificates-section';
import {
  AddEntryButton,
  DateField,
  EntryFieldset,
  FormText,
  GroupError,
  useFieldError,
  WriteSection,
} from './form-kit';
import { NEW_ENTRY, useResumeForm } from './resume-form';

/** 어학: a test from the language-test catalogue, its score or grade and date. */
export function LanguagesSection({ labels, onLabel }: CatalogueSectionProps) {
  const { control } = useResumeForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'languages' });
  const listError = useFieldError('languages');
  return (
    <WriteSection section="languages">
      {fields.map((field, index) => (
        <EntryFieldset key={field.id} legend={`어학 ${index + 1}`} onRemove={() => remove(index)}>
          <CatalogueSearch
            kind="lang"
            name={`languages.${index}.code`}
            label="어학시험"
            labels={labels}
            onPicked={onLabel}
          />
          <div className="write-grid">
            <FormText
              name={`languages.${index}.score`}
              label="점수·등급"
              maxLength={20}
              placeholder="예: 905, IH, N2"
            />
            <DateField name={`languages.${index}.takenOn`} label="응시일" />
          </div>
        </EntryFieldset>
      ))}
      <GroupError message={listError} />
      <AddEntryButton
        label="어학"
        count={fields.length}
        max={RESUME_LIMITS.languages}
        onAdd={() => append(NEW_ENTRY.language())}
      />
    </WriteSection>
  );
}
