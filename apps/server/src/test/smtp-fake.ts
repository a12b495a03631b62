/**
 * A local SMTP server for tests and benches that can fall silent or refuse: in 'open' mode a connection
 * is handed to a real SMTP server (smtp-server, no TLS, no auth) that records every mail; in 'silent'
 * mode it is accepted and never greeted, as a hung mail server does; in 'refusing' mode it is greeted
 * with 421 (service not available) and closed, as an overloaded one does.
 *   const smtp = await startSmtpFake({ mode: 'silent' });   // SMTP_URL = smtp.url
 *   smtp.setMode('open'); await smtp.waitFor((m) => m.to === 'a@b.dk');
 * `port` listens on a given port (e.g. one a mailer already points at while nothing listens there).
 */
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail the fake received. */
export type ReceivedMail = { to: string; subject: string; kind: string | null; at: number; raw: string };

export type SmtpFakeMode = 'open' | 'silent' | 'refusing';

export type SmtpFake = {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** Connections accepted while silent and still held open. */
  silentConnections: () => number;
  /**
   * Later connections get `mode`; going 'silent' or 'refusing' also closes the connections that are open,
   * so a client's pooled connection (nodemailer `pool: true`) cannot carry on past the change.
   */
  setMode: (mode: SmtpFakeMode) => void;
  /** Resolves with the first received mail matching `match` (polls every 50 ms, rejects after `timeoutMs`). */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

function header(raw: string, name: string): string | null {
  const m = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw);
  return m ? m[1]!.trim() : null;
}

async function listen(server: Server | SMTPServer, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const net = (server as SMTPServer & { server?: Server }).server ?? (server as Server);
  return (net.address() as AddressInfo).port;
}

/** Starts the fake; `mode` 'open' by default, on a free port unless `port` is given. */
export async function startSmtpFake(opts: { mode?: SmtpFakeMode; port?: number } = {}): Promise<SmtpFake> {
  let mode = opts.mode ?? 'open';
  const received: ReceivedMail[] = [];
  const held = new Set<Socket>();
  const piped = new Set<Socket>();
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const rcpt of session.envelope.rcptTo)
          received.push({
            to: rcpt.address,
            subject: header(raw, 'Subject') ?? '',
            kind: header(raw, 'X-Udlejning-Kind'),
            at: Date.now(),
            raw,
          });
        callback();
      });
    },
  });
  const smtpPort = await listen(smtp);
  const front = createServer((socket) => {
    socket.on('error', () => undefined);
    if (mode === 'silent') {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
      return;
    }
    if (mode === 'refusing') {
      socket.end('421 127.0.0.1 Service not available, try again later\r\n');
      return;
    }
    const upstream = connect(smtpPort, '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    piped.add(socket);
    socket.on('close', () => {
      piped.delete(socket);
      upstream.end();
    });
    socket.pipe(upstream).pipe(socket);
  });
  const port = await listen(front, opts.port);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    silentConnections: () => held.size,
    setMode: (next) => {
      mode = next;
      if (next !== 'open') for (const s of piped) s.destroy();
    },
    waitFor: async (match, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: async () => {
      for (const s of held) s.destroy();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
