import { documentTitle } from '@ilteo/contract';
import { useEffect } from 'react';

/** Sets the browser title to `${title} | 일터` while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
