import type { Transporter } from 'nodemailer';

export interface MailMessage {
  /** Stable per outbox row, so a resend after a crash is recognisably the same message. */
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/** A file sent with an e-mail (a quote's PDF), made when the e-mail is sent. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<{ messageId: string; response: string }>;
  close(): void;
}

/**
 * SMTP through nodemailer, from `SMTP_URL` (`smtps://user:password@host:465`, or `smtp://` with
 * STARTTLS when the server offers it). Time limits keep a hung mail server from holding a
 * sender: it fails, and the outbox tries again later. nodemailer is loaded only here, for a server
 * that sends: it is about 5 MB of heap that a server keeping its e-mails unsent never uses.
 */
export async function createMailTransport(smtpUrl: string): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  const transporter: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = (await transporter.sendMail(message)) as {
        messageId: string;
        response: string;
        accepted: unknown[];
        rejected: unknown[];
      };
      if (info.accepted.length === 0) {
        throw new Error(`every recipient was refused: ${info.response}`);
      }
      return { messageId: info.messageId, response: info.response };
    },
    close() {
      transporter.close();
    },
  };
}
