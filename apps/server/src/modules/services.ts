import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import { addressSearchPlugin } from './address/plugin';
import { alarmServicePlugin } from './alarms/plugin';
import { sessionPlugin } from './auth/plugin';
import { fileServicePlugin } from './files/plugin';
import { identityServicePlugin } from './identity/plugin';
import { mailServicePlugin } from './mail/plugin';
import { snsServicePlugin } from './sns/plugin';

/**
 * Services that several areas use (mail, identity verification, address
 * search, sessions). Each is a fastify-plugin that decorates the app, so it
 * is registered before MODULE_ROUTES and visible to all of them.
 */
export const SERVICE_PLUGINS: (FastifyPluginAsync | FastifyPluginCallback)[] = [
  sessionPlugin,
  fileServicePlugin,
  mailServicePlugin,
  addressSearchPlugin,
  identityServicePlugin,
  snsServicePlugin,
  alarmServicePlugin,
];
