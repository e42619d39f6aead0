import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { type Queryable, qb, run } from '../../db/query.ts';

/** A file a mail carries (an account statement's PDF). */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The Message-ID header, fixed per outbox row: a mail sent again after a
   * crash (the server took it, the process died before marking it sent)
   * carries the same one, so mail systems that drop duplicates drop it.
   */
  messageId?: string;
  attachments?: MailAttachment[];
};
export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /** All of them or none (one statement): the development mailbox takes a batch this way. */
  sendMany?: (mails: Mail[]) => Promise<void>;
  kind: 'smtp' | 'dev-mailbox' | 'off';
};

/**
 * Nothing with MAIL=off; SMTP when SMTP_URL is set; otherwise mail is stored
 * for the development mailbox.
 */
export function createMailer(config: Config, db: Queryable): Mailer {
  if (!config.mail) return { kind: 'off', send: async () => {} };
  if (config.SMTP_URL) {
    // A stuck server must not hold the outbox's worker (and its claim) long.
    const transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      kind: 'smtp',
      send: async (mail) => {
        const attachments = mail.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        }));
        await transport.sendMail({ from: config.MAIL_FROM, ...mail, attachments });
      },
    };
  }
  const sendMany = async (mails: Mail[]) => {
    if (mails.length > 0)
      await run(
        db,
        qb.insertInto('dev_mail').values(
          // The mailbox shows which files came, not their bytes.
          mails.map(({ messageId: _, attachments = [], ...stored }) => ({
            ...stored,
            attachments: JSON.stringify(
              attachments.map((a) => ({
                filename: a.filename,
                content_type: a.contentType,
                size: a.content.byteLength,
              })),
            ),
          })),
        ),
      );
  };
  return { kind: 'dev-mailbox', send: (mail) => sendMany([mail]), sendMany };
}
