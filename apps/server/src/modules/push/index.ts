/**
 * Push (decision 0033): `app.push` sends to one registered device through
 * FCM HTTP v1 or the development push outbox; the outbox's push channel is
 * its only caller. Devices register through auth's push-token route.
 */
export { pushServicePlugin } from './plugin';
export { pushRecipient, type PushOutcome, type PushService } from './service';
export { PushDeliveryError, type PushMessage } from './types';
