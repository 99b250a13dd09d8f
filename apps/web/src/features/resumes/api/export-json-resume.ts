import { withQuery, RESUME_API } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { listResumes } from './list-resumes';

/**
 * GET /api/v1/person/myhome/career/json-resume?resumeId= — the résumé as a
 * JSON Resume v1.0.0 file. The server sends the document itself as an
 * attachment (named after the title), not an envelope, so the HTTP helper,
 * which reads every JSON answer as an envelope, cannot carry it; the browser
 * downloads it instead. One call through the helper first refreshes an
 * expired access token (or ends the session) as every call does, so the
 * download goes out with a valid login.
 */
export async function exportJsonResume(resumeId: number): Promise<void> {
  await listResumes();
  const anchor = document.createElement('a');
  anchor.href = withQuery(RESUME_API.jsonResume, { resumeId });
  // Empty: the file name comes from the server's Content-Disposition.
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export function useExportJsonResume() {
  return useMutation({
    mutationFn: exportJsonResume,
  });
}
