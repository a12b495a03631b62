/**
 * One language per reply (docs/architecture.md "Translations" → "Reply language"): an error reply's messages follow
 * Accept-Language (Danish without one), on REST and on GraphQL, and the spec's own texts keep their wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@udlejning/shared/i18n/index';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord, type TestUser } from '../../test/factories';

type Issue = { path: (string | number)[]; message: string };
type RestReply = { error: { code: string; message: string; issues?: Issue[] } };
type GraphReply = { errors?: { message: string; extensions: { code: string; issues?: Issue[] } }[] };

const TOO_LONG = 'Teksten er for lang';
const { en, da } = { en: resources.en.messages, da: resources.da.messages };

describe('reply language', () => {
  let t: TestApp;
  let landlord: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    landlord = await buildLandlord(t.deps);
  });
  afterAll(() => t.close());

  // a too long first name (our own text) and a phone with letters (the spec's 'Ugyldig telefon nummer')
  const badSignup = () => ({
    type: 'PERSONAL',
    firstname: 'x'.repeat(5_000),
    lastname: 'Hansen',
    phone: '12ab34',
    email: `lang-${Date.now()}-${Math.random()}@example.dk`,
    password: 'secret123',
  });
  const issueOf = (body: RestReply, field: string) => body.error.issues?.find((i) => i.path[0] === field)?.message;

  it('REST: field messages in English for an English request, the spec text as written', async () => {
    const res = await t.api.from('127.0.0.1', { 'accept-language': 'en-GB,en;q=0.9' }).post('/api/users', badSignup());
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-language']).toBe('en');
    const body = res.json<RestReply>();
    expect(issueOf(body, 'firstname')).toBe(en[TOO_LONG]);
    expect(issueOf(body, 'phone')).toBe('Ugyldig telefon nummer');
    // the spec's top-level message of the signup (doc 1 §5) is kept
    expect(body.error.message).toBe('User validation failed');
  });

  it('REST: Danish for a Danish request and for one that names no language', async () => {
    for (const headers of [{ 'accept-language': 'da-DK,da;q=0.9' }, {}] as Record<string, string>[]) {
      const res = await t.api.from('127.0.0.1', headers).post('/api/users', badSignup());
      expect(res.headers['content-language']).toBe('da');
      expect(issueOf(res.json<RestReply>(), 'firstname')).toBe(TOO_LONG);
    }
    const missing = await t.api.from('127.0.0.1', { 'accept-language': 'da' }).get('/api/no-such-route');
    expect(missing.json<RestReply>().error).toEqual({ code: 'NOT_FOUND', message: da['Not found'] });
    const english = await t.api.from('127.0.0.1', { 'accept-language': 'en' }).get('/api/no-such-route');
    expect(english.json<RestReply>().error).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('GraphQL: the error message and its issues follow the request too', async () => {
    const query = 'mutation ($name: String!) { createOrganization(name: $name) { id } }';
    const long = { name: 'x'.repeat(5_000) };
    const english = await t.api.as(landlord).from('127.0.0.1', { 'accept-language': 'en' }).graph(query, long);
    const danish = await t.api.as(landlord).from('127.0.0.1', { 'accept-language': 'da' }).graph(query, long);
    const [e] = english.json<GraphReply>().errors ?? [];
    const [d] = danish.json<GraphReply>().errors ?? [];
    expect(e?.extensions.code).toBe('VALIDATION_FAILED');
    expect(e?.extensions.issues?.[0]?.message).toBe(en[TOO_LONG]);
    expect(d?.extensions.issues?.[0]?.message).toBe(TOO_LONG);
    expect(english.headers['content-language']).toBe('en');
  });
});
