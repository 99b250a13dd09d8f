/**
 * What a push carries to one device. `data` values are strings (FCM's rule);
 * `data.link` is the in-app path the app opens when the push is tapped.
 */
export interface PushMessage {
  title: string;
  body: string;
  data: { link: string } & Record<string, string>;
}

/** How one send ended: delivered to the provider, or the token is dead and must be forgotten. */
export type PushSendResult = 'sent' | 'invalid-token';

/**
 * Where pushes go: FCM (Android, and iOS through FCM's APNs bridge) in
 * production, files on disk in development. A provider only delivers;
 * finding the member's devices and forgetting dead tokens belong to the
 * push service.
 */
export interface PushProvider {
  readonly name: 'fcm' | 'local';
  /** Resolves 'invalid-token' for a token the provider will never deliver to; throws PushDeliveryError otherwise. */
  send(token: string, message: PushMessage): Promise<PushSendResult>;
}

/**
 * A send that failed. `transient`: another attempt may cure it (the
 * provider was unreachable, 5xx, 429); otherwise the same message fails the
 * same way again (a malformed payload, our credentials refused).
 */
export class PushDeliveryError extends Error {
  constructor(
    readonly transient: boolean,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PushDeliveryError';
  }
}
