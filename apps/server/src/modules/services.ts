import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import { withdrawalHooksPlugin } from './account';
import { addressSearchPlugin } from './address';
import { alarmServicePlugin } from './alarms';
import { contentKindHooksPlugin } from './content';
import { sessionPlugin } from './auth';
import { fileServicePlugin } from './files';
import { identityServicePlugin } from './identity';
import { mailServicePlugin } from './mail';
import { savedSearchAlertPlugin } from './myhome';
import { outboxServicePlugin } from './outbox';
import { pushServicePlugin } from './push';
import { snsServicePlugin } from './sns';

/**
 * Services that several areas use (mail, identity verification, address
 * search, sessions). Each is a fastify-plugin that decorates the app, so it
 * is registered before MODULE_ROUTES and visible to all of them.
 */
export const SERVICE_PLUGINS: (FastifyPluginAsync | FastifyPluginCallback)[] = [
  contentKindHooksPlugin,
  withdrawalHooksPlugin,
  sessionPlugin,
  fileServicePlugin,
  mailServicePlugin,
  pushServicePlugin,
  // Sends through app.mail and app.push, so it comes after them.
  outboxServicePlugin,
  addressSearchPlugin,
  identityServicePlugin,
  snsServicePlugin,
  // Writes each alarm's pushes to the outbox, so it comes after it.
  alarmServicePlugin,
  // A job rather than a service: it needs the alarms and mail above.
  savedSearchAlertPlugin,
];
