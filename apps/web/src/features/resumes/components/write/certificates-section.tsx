import { RESUME_LIMITS } from '@ilteo/contract';
import { useFieldArray } from 'react-hook-form';
import type { CatalogueItem } from '../../api/lookup-catalogue';
import { CatalogueSearch } from './catalogue-search';
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

export interface CatalogueSectionProps {
  labels: Readonly<Record<string, string>>;
  onLabel: (item: CatalogueItem) => void;
}

/** 자격증: from the certificate catalogue, with issuer and date. */
export function CertificatesSection({ labels, onLabel }: CatalogueSectionProps) {
  const { control, getValues, setValue } = useResumeForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'certificates' });
  const listError = useFieldError('certificates');
  return (
    <WriteSection section="certificates">
      {fields.map((field, index) => (
        <EntryFieldset key={field.id} legend={`자격증 ${index + 1}`} onRemove={() => remove(index)}>
          <CatalogueSearch
            kind="certi"
            name={`certificates.${index}.code`}
            label="자격증"
            labels={labels}
            onPicked={(item) => {
              onLabel(item);
              // The catalogue knows the issuer; the member may still change it.
              if (getValues(`certificates.${index}.issuer`) === '') {
                setValue(`certificates.${index}.issuer`, item.issuer, { shouldDirty: true });
              }
            }}
          />
          <div className="write-grid">
            <FormText name={`certificates.${index}.issuer`} label="발행처" maxLength={100} />
            <DateField name={`certificates.${index}.acquiredOn`} label="취득일" />
          </div>
        </EntryFieldset>
      ))}
      <GroupError message={listError} />
      <AddEntryButton
        label="자격증"
        count={fields.length}
        max={RESUME_LIMITS.certificates}
        onAdd={() => append(NEW_ENTRY.certificate())}
      />
    </WriteSection>
  );
}
