import { createTransport } from 'nodemailer';
import type { RenderedMail } from './templates/render-mail';

/** One message as the transport sends it. */
export interface OutgoingMail extends RenderedMail {
  /** The outbox row's id: the Message-ID is made from it, the same on every attempt. */
  id: string;
  to: { email: string; name: string };
}

/**
 * What came of an attempt. `bounced`: the server refused for good (a 5xx reply to the recipient or
 * to the message); `addressBounced` when it was the address it refused (RCPT TO), which is then
 * suppressed. `retry`: anything else — no connection, a 4xx, a timeout, our own credentials refused.
 */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'bounced'; error: string; addressBounced: boolean }
  | { kind: 'retry'; error: string };

export interface MailTransport {
  /** 'smtp', or 'mailbox': kept in the development mailbox, sent nowhere. */
  readonly name: 'smtp' | 'mailbox';
  send(mail: OutgoingMail): Promise<SendOutcome>;
}

interface SmtpError {
  message?: string;
  code?: string;
  responseCode?: number;
  command?: string;
}

/** Sends through the server of SMTP_URL, one connection per message (nothing to go stale between sweeps). */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transporter;
  private readonly domain: string;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeoutMs: number,
  ) {
    const url = new URL(smtpUrl);
    this.transporter = createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      // Hosts that are not this machine are told who is speaking by the sender's domain.
      name: /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'localhost',
    });
    this.domain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'sabil.invalid';
  }

  async send(mail: OutgoingMail): Promise<SendOutcome> {
    try {
      await this.transporter.sendMail({
        from: this.from,
        to: { name: mail.to.name, address: mail.to.email },
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: `<${mail.id}@${this.domain}>`,
        // Exactly one recipient, whatever the headers say: the envelope is ours.
        envelope: { from: /<([^>]+)>$/.exec(this.from)?.[1] ?? this.from, to: [mail.to.email] },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      return { kind: 'sent' };
    } catch (caught) {
      return smtpOutcome(caught as SmtpError);
    }
  }
}

/** A 5xx reply to RCPT TO is the address; to the message (DATA), the message; anything else is worth another try. */
export function smtpOutcome(error: SmtpError): SendOutcome {
  const reply = error.responseCode;
  const text = String(error.message ?? error.code ?? 'unknown error').slice(0, 480);
  if (reply && reply >= 500 && reply < 600 && (error.command === 'RCPT TO' || error.command === 'DATA')) {
    return { kind: 'bounced', error: text, addressBounced: error.command === 'RCPT TO' };
  }
  return { kind: 'retry', error: text };
}

/**
 * The embedded default (no SMTP_URL, not production): nothing leaves the API. The outbox row keeps
 * the rendered message, which GET /dev/mailbox shows.
 */
export class MailboxTransport implements MailTransport {
  readonly name = 'mailbox';

  async send(): Promise<SendOutcome> {
    return { kind: 'sent' };
  }
}
