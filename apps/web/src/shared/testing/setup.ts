import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { useAppStore } from '@/shared/stores/app-store';
import { useLoadingStore } from '@/shared/stores/loading-store';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { useToastStore } from '@/shared/ui/toast/toast-store';
import { server } from './msw-server';

// Route screens load lazily; the first import of a module in a cold run can take a while.
configure({ asyncUtilTimeout: 3000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  useDialogStore.setState({ queue: [] });
  useToastStore.setState({ toasts: [] });
  useLoadingStore.setState({ pending: 0 });
  useAppStore.setState({ loginInfo: {}, sessionPending: false, pageInfo: [], scrollInfo: false });
});

afterAll(() => {
  server.close();
});
