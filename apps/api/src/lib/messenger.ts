import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outbox as outboxTable } from '../db/schema/index.ts';
import type { Log } from './log.ts';
import { messagesSent } from './metrics.ts';

export interface OutgoingMessage {
  tenantId: number | null;
  channel: 'email' | 'sms';
  /** An email address, or a phone number with its country code. */
  to: string;
  subject: string;
  /** The plain-text part (the whole of an SMS). */
  text: string;
  /** The HTML part of a mail (lib/mail), sent beside the text; SMS have none. */
  html?: string;
  /** A mail's own headers (List-Unsubscribe…), sent over SMTP and kept in the outbox. */
  headers?: Record<string, string>;
}

export interface Messenger {
  /** True when mail goes to the outbox table (no SMTP_URL): GET /dev/outbox.json exists then. */
  readonly outbox: boolean;
  send(message: OutgoingMessage, log: Log): Promise<void>;
  /**
   * Sends and waits until the mail server took the mail (or the outbox kept it), failing when it
   * did not: for a job that mails many and must know which went (announcements).
   */
  deliver(message: OutgoingMessage, log: Log): Promise<void>;
  /** Waits for mail still being handed to the SMTP server. */
  close(): Promise<void>;
}

/**
 * Every feature's mail and SMS (account links and codes, receipts, certificates) leave through
 * the one messenger the app holds (`app.messenger`), made by the one template set (lib/mail).
 * Mail goes over SMTP when SMTP_URL is set, as a plain-text and an HTML part; without it every
 * message is kept in the `outbox` table, both parts. SMS always go to the outbox: this build has
 * no SMS gateway. The log records that a message left and to whom, never its text (it carries
 * links and codes).
 */
export function createMessenger(options: { db: Db; smtpUrl?: string | undefined; from: string }): Messenger {
  const smtpUrl = options.smtpUrl;
  // nodemailer loads only when mail goes out over SMTP (start-up time).
  let transport: Promise<Transporter> | null = null;
  const smtp = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    ));
  const pending = new Set<Promise<unknown>>();

  async function keep(message: OutgoingMessage, log: Log) {
    const [row] = await options.db
      .insert(outboxTable)
      .values({
        tenantId: message.tenantId,
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        html: message.channel === 'email' ? (message.html ?? null) : null,
        headers: message.channel === 'email' ? (message.headers ?? null) : null,
      })
      .returning({ id: outboxTable.id });
    const id = row!.id;
    messagesSent.inc({ channel: message.channel, result: 'queued' });
    log.info({ outbox_id: id, channel: message.channel, to: message.to }, 'message kept in the outbox');
  }

  const mail = (message: OutgoingMessage) =>
    smtp().then((t) =>
      t.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      }),
    );

  return {
    outbox: !smtpUrl,
    async deliver(message, log) {
      if (!smtpUrl || message.channel === 'sms') return keep(message, log);
      try {
        await mail(message);
      } catch (error) {
        messagesSent.inc({ channel: 'email', result: 'failed' });
        throw error;
      }
      messagesSent.inc({ channel: 'email', result: 'sent' });
      log.info({ channel: 'email', to: message.to }, 'mail sent');
    },
    async send(message, log) {
      if (!smtpUrl || message.channel === 'sms') return keep(message, log);
      // Handed to SMTP in the background: the answer must not wait for (or reveal by its
      // timing) a mail server round trip.
      const sending = mail(message)
        .then(
          () => {
            messagesSent.inc({ channel: 'email', result: 'sent' });
            log.info({ channel: 'email', to: message.to }, 'mail sent');
          },
          (error: unknown) => {
            messagesSent.inc({ channel: 'email', result: 'failed' });
            log.error({ to: message.to, err: { message: (error as Error).message } }, 'mail not sent');
          },
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.allSettled([...pending]);
      if (transport) (await transport).close();
    },
  };
}

/** Every http(s) link in a text, so the dev outbox page can offer them as buttons. */
export const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
