import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A header as it was sent (unfolded), by name; mailparser reshapes some (List-*) in `parsed.headers`. */
export function rawHeader(parsed: ParsedMail, name: string): string | undefined {
  const line = parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
}

export interface ReceivedMail {
  /** The envelope: who the server was told to deliver to (RCPT TO), whatever the headers say. */
  rcptTo: string[];
  mailFrom: string;
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on loopback (smtp-server), as a mail provider runs one: it keeps every message
 * it accepts, parsed with mailparser, refuses the addresses in `reject` for good (550 at RCPT TO) and
 * defers those in `defer` (451). `listen(port)` again after `close()` brings it back on the same port.
 */
export async function startSmtpReceiver(options: { reject?: string[]; defer?: string[]; port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const reject = new Set((options.reject ?? []).map((a) => a.toLowerCase()));
  const defer = new Set((options.defer ?? []).map((a) => a.toLowerCase()));
  let rcptAttempts = 0;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      // close() waits this long for open connections (30 s by default, which outlives a test file).
      closeTimeout: 200,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        rcptAttempts += 1;
        const to = address.address.toLowerCase();
        if (reject.has(to)) return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
        if (defer.has(to)) return callback(Object.assign(new Error('4.2.0 Try again later'), { responseCode: 451 }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const parsed = await simpleParser(raw);
          received.push({
            rcptTo: session.envelope.rcptTo.map((a) => a.address),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            raw,
            parsed,
          });
          for (const waiter of waiting.filter((w) => received.length >= w.count)) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve();
          }
          callback();
        });
      },
    });

  let server = make();
  const listen = async (port: number) => {
    server = make();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return (server.server.address() as { port: number }).port;
  };
  const port = await listen(options.port ?? 0);

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** RCPT TO commands seen, accepted or not. */
    get rcptAttempts() {
      return rcptAttempts;
    },
    /** Resolves once `count` messages have arrived in all. */
    waitFor(count: number, timeoutMs = 20_000): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve, fail) => {
        const timer = setTimeout(() => fail(new Error(`waited for ${count} messages, ${received.length} arrived`)), timeoutMs);
        waiting.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    /** The messages to one address (RCPT TO). */
    to(address: string): ReceivedMail[] {
      return received.filter((mail) => mail.rcptTo.some((a) => a.toLowerCase() === address.toLowerCase()));
    },
    /** Stops listening (the server is "down"); `restart()` brings it back on the same port. */
    close(): Promise<void> {
      return new Promise((resolve) => server.close(() => resolve()));
    },
    async restart(): Promise<void> {
      await listen(port);
    },
  };
}
