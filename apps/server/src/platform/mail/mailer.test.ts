import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import pino from 'pino';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { createSmtpMailer, SMTP_TIMEOUTS } from './smtp-mailer';
import { createMailer } from './index';
import { loadEnv } from '../env';

const log = pino({ level: 'silent' });

type Received = { from: string; to: string[]; raw: string };

describe('SMTP mailer', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@refused.test')) return callback(new Error('mailbox unavailable'));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a mail with sender, recipient, subject, text and kind header', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Udlejning <noreply@udlejning.local>',
      log,
      ignoreTLS: true,
    });
    await mailer.send({
      to: 'lars@example.dk',
      subject: 'Nulstil din adgangskode',
      text: 'Hej Lars\nlink',
      kind: 'reset-password',
    });
    // the other tests share the server: this mail is the one to lars, exactly one
    const mails = received.filter((m) => m.to.includes('lars@example.dk'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.from).toBe('noreply@udlejning.local');
    expect(mail!.to).toEqual(['lars@example.dk']);
    expect(mail!.raw).toMatch(/^Subject: Nulstil din adgangskode/m);
    expect(mail!.raw).toMatch(/^X-Udlejning-Kind: reset-password/m);
    expect(mail!.raw).toContain('Hej Lars');
  });

  it("sends an attachment as a file part (a viewing's calendar invitation)", async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'noreply@udlejning.local', log, ignoreTLS: true });
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await mailer.send({
      to: 'sara@example.dk',
      subject: 'Fremvisning booket',
      text: 'Hej Sara',
      kind: 'viewing-booked',
      attachments: [{ filename: 'fremvisning.ics', contentType: 'text/calendar; charset=utf-8', content: ics }],
    });
    const mail = received.find((m) => m.to.includes('sara@example.dk'))!;
    expect(mail.raw).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/calendar; charset=utf-8; name=fremvisning\.ics/m);
    expect(mail.raw).toMatch(/^Content-Disposition: attachment; filename=fremvisning\.ics/m);
  });

  it('rejects when the server refuses the recipient', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'noreply@udlejning.local', log, ignoreTLS: true });
    await expect(mailer.send({ to: 'nobody@refused.test', subject: 's', text: 't', kind: 'verify-email' })).rejects.toThrow();
  });

  it('rejects when nothing listens on the port', async () => {
    const probe = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
    const closedPort = (probe.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${closedPort}`,
      from: 'noreply@udlejning.local',
      log,
      ignoreTLS: true,
    });
    await expect(mailer.send({ to: 'a@example.dk', subject: 's', text: 't', kind: 'verify-email' })).rejects.toThrow();
  });
});

describe('transports', () => {
  it('createMailer picks the dev outbox by default (it sends nothing) and needs SMTP_URL for smtp', async () => {
    const env = loadEnv({ NODE_ENV: 'test' });
    const outbox = createMailer(env, log);
    await expect(outbox.send({ to: 'a@example.dk', subject: 's', text: 't', kind: 'verify-email' })).resolves.toBeUndefined();
    expect(() => createMailer({ ...env, MAIL_TRANSPORT: 'smtp', SMTP_URL: undefined }, log)).toThrow(/SMTP_URL/);
  });

  it('a silent SMTP server (accepts, never greets) fails the attempt within the greeting timeout, not 30 s', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const { port } = silent.address() as AddressInfo;
    try {
      expect(SMTP_TIMEOUTS.connectionTimeout).toBeLessThanOrEqual(5000);
      expect(SMTP_TIMEOUTS.greetingTimeout).toBeLessThanOrEqual(5000);
      expect(SMTP_TIMEOUTS.socketTimeout).toBeLessThanOrEqual(10_000);
      const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'noreply@udlejning.local', log, ignoreTLS: true });
      const started = Date.now();
      await expect(mailer.send({ to: 'a@example.dk', subject: 's', text: 't', kind: 'verify-email' })).rejects.toThrow(
        /greeting/i,
      );
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(SMTP_TIMEOUTS.greetingTimeout - 100);
      expect(waited).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout + 2000);
    } finally {
      sockets.forEach((s) => s.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 15_000);
});
