import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createOutboxTransport } from './outbox-transport';
import { createMailService, type MailService } from './service';
import { createSmtpTransport } from './smtp-transport';
import type { MailTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

function openTransport(mail: Config['mail']): MailTransport {
  if (mail.provider === 'outbox') {
    return createOutboxTransport({ dir: mail.outboxDir, from: mail.from });
  }
  // Production refuses a missing SMTP_URL at config time; elsewhere it is caught here.
  if (!mail.smtpUrl) throw new Error('MAIL_PROVIDER=smtp에는 SMTP_URL을 설정해야 합니다.');
  return createSmtpTransport({ url: mail.smtpUrl, from: mail.from });
}

function mailService(app: FastifyInstance): Promise<void> {
  const { mail, publicOrigin } = app.config;
  const transport = openTransport(mail);
  app.decorate(
    'mail',
    createMailService(transport, { log: app.log.child({ module: 'mail' }), publicOrigin }),
  );
  app.addHook('onClose', async () => {
    await transport.close?.();
  });
  if (mail.provider === 'outbox') {
    app.log.info({ outboxDir: mail.outboxDir }, 'mail is written to the outbox, not sent');
  }
  return Promise.resolve();
}

/** `app.mail`: templated mail over SMTP or, in development, the outbox directory. */
export const mailServicePlugin = fp(mailService, {
  name: 'mail-service',
  decorators: { fastify: ['config'] },
});
