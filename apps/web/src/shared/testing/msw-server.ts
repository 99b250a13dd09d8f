import { setupServer } from 'msw/node';

/** The test network. Each test file adds the handlers it needs with server.use(). */
export const server = setupServer();
