import { z } from 'zod';

let installed = false;

/**
 * Makes zod speak Korean on both sides: zod's Korean locale, with a plainer
 * sentence for the commonest case, a required field left empty.
 */
export function installKoreanZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config(z.locales.ko());
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined)
        return '필수 입력 항목입니다.';
      return undefined;
    },
  });
}
