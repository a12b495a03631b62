import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { desc, eq } from 'drizzle-orm';
import { createSmtpMailer } from './smtp-mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createMailer } from './index';
import { outboxMails } from './mail.schema';
import { loadEnv } from '../env';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';

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
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe('noreply@udlejning.local');
    expect(mail.to).toEqual(['lars@example.dk']);
    expect(mail.raw).toMatch(/^Subject: Nulstil din adgangskode/m);
    expect(mail.raw).toMatch(/^X-Udlejning-Kind: reset-password/m);
    expect(mail.raw).toContain('Hej Lars');
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

describe('outbox mailer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('stores each mail as an outbox row with kind and meta', async () => {
    const mailer = createOutboxMailer(database.db, log);
    await mailer.send({
      to: 'a@example.dk',
      subject: 'Bekræft',
      text: 'Hej',
      html: '<p>Hej</p>',
      kind: 'verify-email',
      meta: { userId: 7 },
    });
    await mailer.send({ to: 'b@example.dk', subject: 'Nulstil', text: 'Hej B', kind: 'reset-password' });
    const rows = await database.db.select().from(outboxMails).orderBy(desc(outboxMails.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      to: 'b@example.dk',
      subject: 'Nulstil',
      text: 'Hej B',
      html: null,
      kind: 'reset-password',
      meta: {},
    });
    const [first] = await database.db.select().from(outboxMails).where(eq(outboxMails.to, 'a@example.dk'));
    expect(first).toMatchObject({ subject: 'Bekræft', html: '<p>Hej</p>', kind: 'verify-email', meta: { userId: 7 } });
  });

  it('createMailer picks the outbox by default and needs SMTP_URL for smtp', () => {
    const env = loadEnv({ NODE_ENV: 'test' });
    expect(createMailer(env, database.db, log)).toBeDefined();
    expect(() => createMailer({ ...env, MAIL_TRANSPORT: 'smtp', SMTP_URL: undefined }, database.db, log)).toThrow(/SMTP_URL/);
  });
});
