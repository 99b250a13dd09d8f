import { API, type IdentityPurpose } from '@ilteo/contract';
import { escapeHtml } from '../../lib/html-escape';
import { htmlPage } from '../../lib/html-page';
import { LOCAL_CARRIERS, type LocalField } from './local-provider';
import type { NiceWindowForm } from './nice-provider';
import { NICE_SUBMIT_SCRIPT_PATH, NICE_WINDOW_URL } from './nice-provider';

/**
 * The few server-rendered pages of the verification window. They run under
 * the site's CSP (scripts from 'self' only, inline styles allowed), so there
 * is no inline script, and every value is escaped.
 */

/** Each purpose with its object particle, as the sentences below need it. */
const PURPOSE_OBJECTS: Record<IdentityPurpose, string> = {
  signup: '회원가입을',
  'find-id': '아이디 찾기를',
  reset: '비밀번호 재설정을',
};

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, 'Apple SD Gothic Neo', 'Malgun Gothic', 'NanumGothic', sans-serif; }
  body { margin: 0; background: #f4f6f8; color: #1b1f24; line-height: 1.5; }
  main { max-width: 26rem; margin: 0 auto; padding: 1.5rem 1.25rem 2.5rem; background: #fff; min-height: 100vh; box-sizing: border-box; }
  h1 { font-size: 1.375rem; margin: 0 0 1rem; }
  h2 { font-size: 1rem; margin: 0 0 .5rem; }
  .notice { border: 2px solid #b45309; background: #fff7ed; padding: .75rem 1rem; border-radius: .5rem; margin: 0 0 1rem; }
  .errors { border: 2px solid #b91c1c; background: #fef2f2; padding: .75rem 1rem; border-radius: .5rem; margin: 0 0 1rem; }
  .errors a { color: #991b1b; }
  .field { margin: 0 0 1rem; }
  label, legend { display: block; font-weight: 600; margin: 0 0 .25rem; }
  fieldset { border: 0; padding: 0; margin: 0 0 1rem; }
  fieldset label { display: inline-flex; align-items: center; gap: .375rem; font-weight: 400; margin-right: 1.25rem; }
  input[type=text], input[type=tel], select { width: 100%; box-sizing: border-box; font: inherit; padding: .625rem .75rem; border: 1px solid #8a939e; border-radius: .375rem; }
  input[aria-invalid=true], select[aria-invalid=true] { border-color: #b91c1c; }
  input:focus-visible, select:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #19bed4; outline-offset: 2px; }
  .hint { color: #4b5563; font-size: .875rem; margin: .25rem 0 0; }
  .error { color: #b91c1c; font-size: .875rem; margin: .25rem 0 0; }
  .actions { display: grid; gap: .5rem; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 600; padding: .75rem 1rem; border-radius: .375rem; cursor: pointer; }
  .primary { background: #0e7490; color: #fff; border: 1px solid #0e7490; }
  .secondary { background: #fff; color: #991b1b; border: 1px solid #991b1b; }
`;

function page(title: string, body: string, scripts: string[] = []): string {
  return htmlPage({ title, style: STYLE, body, scripts });
}

/** A page that only says something (a closed request, a failed return). */
export function messagePage(title: string, message: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p>이 창을 닫고 일터에서 본인인증을 다시 시작해 주세요.</p>`,
  );
}

export interface LocalFormView {
  requestId: string;
  purpose: IdentityPurpose;
  csrfToken: string;
  values?: Partial<Record<LocalField, string>>;
  errors?: Partial<Record<LocalField, string>>;
}

const FIELD_LABELS: Record<LocalField, string> = {
  name: '이름',
  birth: '생년월일',
  gender: '성별',
  carrier: '통신사',
  mobile: '휴대전화 번호',
};

/** The local provider's page: what NICE's window asks, with a clear development notice. */
export function localFormPage(view: LocalFormView): string {
  const values = view.values ?? {};
  const errors = view.errors ?? {};
  const id = (field: LocalField) => `f-${field}`;
  const value = (field: LocalField) => escapeHtml(values[field] ?? '');
  const invalid = (field: LocalField) => (errors[field] ? ' aria-invalid="true"' : '');
  const describedBy = (field: LocalField, hint: boolean) => {
    const ids = [hint ? `${id(field)}-hint` : '', errors[field] ? `${id(field)}-error` : ''];
    const joined = ids.filter(Boolean).join(' ');
    return joined ? ` aria-describedby="${joined}"` : '';
  };
  const errorLine = (field: LocalField) => {
    const message = errors[field];
    return message ? `<p class="error" id="${id(field)}-error">${escapeHtml(message)}</p>` : '';
  };

  const problems = (Object.keys(FIELD_LABELS) as LocalField[]).filter((f) => errors[f]);
  const summary =
    problems.length > 0
      ? `<div class="errors" role="alert">
<h2>입력 내용을 확인해 주세요.</h2>
<ul>${problems
          .map(
            (f) =>
              `<li><a href="#${id(f)}">${FIELD_LABELS[f]}: ${escapeHtml(errors[f] ?? '')}</a></li>`,
          )
          .join('')}</ul>
</div>`
      : '';

  const gender = values.gender;
  const carrierOptions = Object.entries(LOCAL_CARRIERS)
    .map(
      ([code, label]) =>
        `<option value="${code}"${values.carrier === code ? ' selected' : ''}>${escapeHtml(label)}</option>`,
    )
    .join('');

  return page(
    '본인인증 (개발용)',
    `<h1>본인인증 <small>(개발용 대체 화면)</small></h1>
<p class="notice" role="note"><strong>개발용 화면입니다.</strong> NICE 본인인증을 대신하는 개발·테스트용 화면으로, 입력한 정보를 실제로 확인하지 않습니다. 운영 환경에서는 열리지 않습니다.</p>
<p>일터 ${PURPOSE_OBJECTS[view.purpose]} 위한 본인인증입니다. 주민등록번호는 묻지 않습니다.</p>
${summary}
<form method="post" action="${API.account.identityLocalForm}">
<input type="hidden" name="requestId" value="${escapeHtml(view.requestId)}">
<input type="hidden" name="_csrf" value="${escapeHtml(view.csrfToken)}">
<div class="field">
<label for="${id('name')}">이름</label>
<input type="text" id="${id('name')}" name="name" value="${value('name')}" autocomplete="name" maxlength="20" required${invalid('name')}${describedBy('name', false)}>
${errorLine('name')}
</div>
<div class="field">
<label for="${id('birth')}">생년월일</label>
<input type="text" id="${id('birth')}" name="birth" value="${value('birth')}" inputmode="numeric" pattern="[0-9]{8}" maxlength="8" autocomplete="bday" required${invalid('birth')}${describedBy('birth', true)}>
<p class="hint" id="${id('birth')}-hint">8자리 숫자로 입력해 주세요. 예: 19900101</p>
${errorLine('birth')}
</div>
<fieldset${describedBy('gender', false)}>
<legend id="${id('gender')}">성별</legend>
<label><input type="radio" name="gender" value="M"${gender === 'M' ? ' checked' : ''} required${invalid('gender')}> 남자</label>
<label><input type="radio" name="gender" value="F"${gender === 'F' ? ' checked' : ''}${invalid('gender')}> 여자</label>
${errorLine('gender')}
</fieldset>
<div class="field">
<label for="${id('carrier')}">통신사</label>
<select id="${id('carrier')}" name="carrier" required${invalid('carrier')}${describedBy('carrier', false)}>
<option value="">선택해 주세요</option>${carrierOptions}
</select>
${errorLine('carrier')}
</div>
<div class="field">
<label for="${id('mobile')}">휴대전화 번호</label>
<input type="tel" id="${id('mobile')}" name="mobile" value="${value('mobile')}" inputmode="numeric" maxlength="13" autocomplete="tel-national" required${invalid('mobile')}${describedBy('mobile', true)}>
<p class="hint" id="${id('mobile')}-hint">숫자만 입력해 주세요. 예: 01012345678</p>
${errorLine('mobile')}
</div>
<div class="actions">
<button type="submit" name="action" value="verify" class="primary">인증 완료</button>
<button type="submit" name="action" value="fail" class="secondary" formnovalidate>인증 실패로 끝내기 (실패 시험용)</button>
</div>
</form>`,
  );
}

/**
 * Our start page for NICE: a form to NICE's standard window, sent at once by
 * a script file of ours, with a visible button when scripts do not run.
 */
export function niceStartPage(form: NiceWindowForm, purpose: IdentityPurpose): string {
  const fields: [keyof NiceWindowForm, string][] = [
    ['m', form.m],
    ['token_version_id', form.token_version_id],
    ['enc_data', form.enc_data],
    ['integrity_value', form.integrity_value],
  ];
  const hidden = fields
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  return page(
    '본인인증',
    `<h1>본인인증</h1>
<p>일터 ${PURPOSE_OBJECTS[purpose]} 위해 NICE 본인인증 화면으로 이동합니다. 자동으로 이동하지 않으면 아래 단추를 눌러 주세요.</p>
<form id="nice-form" method="post" action="${NICE_WINDOW_URL}">
${hidden}
<div class="actions"><button type="submit" class="primary">본인인증 계속하기</button></div>
</form>`,
    [NICE_SUBMIT_SCRIPT_PATH],
  );
}

/** The script behind NICE_SUBMIT_SCRIPT_PATH. */
export const NICE_SUBMIT_SCRIPT = `'use strict';
var form = document.getElementById('nice-form');
if (form) form.submit();
`;
