import { RESUME_LIMITS } from '@ilteo/contract';
import { useId, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { GroupError, useFieldError, WriteSection } from './form-kit';
import { useResumeForm } from './resume-form';

/** 보유기술: tags typed one at a time (Enter or 추가), each removable. */
export function SkillsSection() {
  const { control, setValue } = useResumeForm();
  const skills = useWatch({ control, name: 'skills' });
  const error = useFieldError('skills');
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState('');
  const id = useId();

  const add = () => {
    const skill = draft.trim();
    if (skill === '') return;
    if (skills.some((s) => s.toLowerCase() === skill.toLowerCase())) {
      setNote(`${skill}은(는) 이미 넣었습니다.`);
      return;
    }
    if (skills.length >= RESUME_LIMITS.skills) {
      setNote(`보유기술은 ${RESUME_LIMITS.skills}개까지 넣을 수 있습니다.`);
      return;
    }
    setValue('skills', [...skills, skill], { shouldDirty: true, shouldValidate: true });
    setDraft('');
    setNote(`${skill}을(를) 넣었습니다.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds a tag rather than saving the whole résumé.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
  };

  const remove = (skill: string) => {
    setValue(
      'skills',
      skills.filter((s) => s !== skill),
      { shouldDirty: true, shouldValidate: true },
    );
    setNote(`${skill}을(를) 뺐습니다.`);
  };

  return (
    <WriteSection section="skills">
      <div className="field">
        <label htmlFor={id} className="field__label">
          기술 입력
        </label>
        <p id={`${id}-description`} className="field__description">
          기술 이름을 쓰고 Enter 또는 추가를 누릅니다. {RESUME_LIMITS.skills}개까지 넣을 수
          있습니다.
        </p>
        <div className="field__control field__control--with-action">
          <input
            id={id}
            className="input"
            value={draft}
            maxLength={RESUME_LIMITS.skill}
            autoComplete="off"
            aria-describedby={`${id}-description`}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="button button--secondary" onClick={add}>
            추가
          </button>
        </div>
      </div>
      {skills.length > 0 && (
        <ul className="write-tags" aria-label="넣은 기술">
          {skills.map((skill) => (
            <li key={skill} className="write-tag">
              <span>{skill}</span>
              <button
                type="button"
                className="write-tag__remove"
                aria-label={`${skill} 빼기`}
                onClick={() => remove(skill)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="field__description" role="status">
        {note}
      </p>
      <GroupError message={error} />
    </WriteSection>
  );
}
