/**
 * Organization membership by invitation (doc 1 §1; docs/architecture.md "Organizations"),
 * through the real app: addOrganizationMember answers the same for any address and names nobody,
 * the invitee is a member only after accepting (mailed link or account), may decline, invitations
 * are rate-limited (429 in the product's shape), and only a platform administrator changes or
 * removes the creator's role entry.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { organizationInvitations } from './organizations.schema';
import { hashInvitationToken } from './invitation-token';
import { invitationMailsByAddress, invitationsByUser } from './organizations.limits';
import { findOrganization } from './organizations.repository';
import { buildInvitation, invitationMailsTo, mailedInvitationToken } from './organizations.test-support';

const CREATE = 'mutation($name: String!) { createOrganization(name: $name) { id } }';
const ONE =
  'query($id: ID!) { organization(id: $id) { members { uuid name email role creator } invitations { email role expiresAt } } }';
const LIST = '{ organizations { id } }';
const ADD =
  'mutation($id: ID!, $email: String!, $role: Role) { addOrganizationMember(id: $id, email: $email, role: $role) { uuid name email role } }';
const REMOVE = 'mutation($id: ID!, $member: String!) { removeOrganizationMember(id: $id, member: $member) { email role } }';
const MINE = '{ organizationInvitations { id organization organizationName email role invitedBy expiresAt } }';
const BY_TOKEN = 'query($token: String!) { organizationInvitation(token: $token) { id organizationName email role invitedBy } }';
const ACCEPT = 'mutation($id: ID, $token: String) { acceptOrganizationInvitation(id: $id, token: $token) { id name } }';
const DECLINE = 'mutation($id: ID, $token: String) { declineOrganizationInvitation(id: $id, token: $token) }';

const code = (res: { json: () => { errors?: { extensions: { code: string } }[] } }) => res.json().errors?.[0]?.extensions.code;

describe('organization invitations', () => {
  let t: TestApp;
  let admin: TestUser;
  let creator: TestUser;
  let n = 0;

  const unique = (name: string) => `${name}-${(n += 1)}@example.dk`;
  const createOrg = async (who: TestUser, name = 'Bolig') =>
    (await t.api.as(who).graph(CREATE, { name })).json<{ data: { createOrganization: { id: string } } }>().data.createOrganization
      .id;
  const membersOf = async (orgId: string) =>
    (await t.api.as(admin).graph(ONE, { id: orgId })).json().data.organization.members as { email: string; role: string }[];
  const orgRowId = async (orgId: string) => (await findOrganization(t.deps.db, orgId))!.id;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps, { firstname: 'Ada', lastname: 'Administrator' });
    creator = await buildLandlord(t.deps, { email: 'creator@example.dk' });
  });
  afterAll(() => t.close());

  it('answers the same for a known address (a landlord, an administrator) and an unknown one, and names nobody', async () => {
    const orgId = await createOrg(creator, 'Probe Bolig');
    const known = await buildLandlord(t.deps, { email: unique('known'), firstname: 'Karen', lastname: 'Kendtsen' });
    const replies = [];
    for (const email of [known.email, admin.email, unique('nobody')]) {
      const res = await t.api.as(creator).graph(ADD, { id: orgId, email });
      expect(res.statusCode).toBe(200);
      replies.push(res.body);
    }
    expect(new Set(replies).size).toBe(1);
    for (const name of ['Karen', 'Kendtsen', 'Ada', 'Administrator']) expect(replies[0]).not.toContain(name);
    expect(JSON.parse(replies[0]).data.addOrganizationMember.map((m: { email: string }) => m.email)).toEqual([creator.email]);
    // the organization page lists the addresses typed, with no names either
    const page = await t.api.as(creator).graph(ONE, { id: orgId });
    expect(page.json().data.organization.invitations.map((i: { email: string }) => i.email)).toHaveLength(3);
    expect(page.body).not.toContain('Karen');
    expect(page.body).not.toContain('Ada');
    // the mail is the same text for an address with an account and one without
    const textOf = async (email: string) => {
      const [mail] = await invitationMailsTo(t.deps, email);
      return mail.text.replace(/token=[^\s]+/, 'token=…');
    };
    expect(await textOf(known.email)).toBe(await textOf(`nobody-${n}@example.dk`));
  });

  it('the invitee is no member until they accept the mailed link; the stored token is only its hash', async () => {
    const orgId = await createOrg(creator, 'Link Bolig');
    const dora = await buildLandlord(t.deps, { email: unique('dora') });
    await t.api.as(creator).graph(ADD, { id: orgId, email: dora.email.toUpperCase(), role: 'admin' });
    // not a member: no organization, no role entry, no access
    expect((await t.api.as(dora).graph(LIST)).json().data.organizations).toEqual([]);
    expect((await t.api.as(dora).get('/api/users/me')).json().roles).toEqual([]);
    expect(code(await t.api.as(dora).graph(ONE, { id: orgId }))).toBe('NOT_FOUND');
    expect((await membersOf(orgId)).map((m) => m.email)).toEqual([creator.email]);

    const token = await mailedInvitationToken(t.deps, dora.email);
    const [stored] = await t.deps.db.select().from(organizationInvitations).where(eq(organizationInvitations.email, dora.email));
    expect(stored.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // the link's page shows the invitation before sign-in
    const shown = await t.api.graph(BY_TOKEN, { token });
    expect(shown.json().data.organizationInvitation).toMatchObject({
      organizationName: 'Link Bolig',
      email: dora.email,
      role: 'admin',
    });
    // another account cannot use the link
    const other = await buildLandlord(t.deps, { email: unique('other') });
    const wrong = await t.api.as(other).graph(ACCEPT, { token });
    expect(wrong.json().errors[0]).toMatchObject({
      message: 'Invitationen er sendt til en anden e-mailadresse',
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
    expect(code(await t.api.graph(ACCEPT, { token }))).toBe('UNAUTHENTICATED');

    const accepted = await t.api.as(dora).graph(ACCEPT, { token });
    expect(accepted.json().data.acceptOrganizationInvitation).toEqual({ id: orgId, name: 'Link Bolig' });
    expect(await membersOf(orgId)).toContainEqual(expect.objectContaining({ email: dora.email, role: 'admin' }));
    expect((await t.api.as(dora).get('/api/users/me')).json().roles).toEqual([
      { role: 'admin', organization: orgId, name: 'Link Bolig' },
    ]);
    // answered: the link is used up
    expect(code(await t.api.as(dora).graph(ACCEPT, { token }))).toBe('NOT_FOUND');
    const used = await t.api.graph(BY_TOKEN, { token });
    expect(code(used)).toBe('NOT_FOUND');
    // a lookup of one record is nullable: the failure nulls only its own field
    expect(used.json().data).toEqual({ organizationInvitation: null });
  });

  it('an address without an account accepts after signing up with it (any case)', async () => {
    const orgId = await createOrg(creator, 'Signup Bolig');
    const email = unique('newcomer');
    await t.api.as(creator).graph(ADD, { id: orgId, email });
    const token = await mailedInvitationToken(t.deps, email);
    const signup = await t.api.post('/api/users', {
      type: 'PERSONAL',
      firstname: 'Ny',
      lastname: 'Bruger',
      phone: '+4512345678',
      email: email.toUpperCase(),
      password: 'hemmelig1',
    });
    expect(signup.statusCode).toBe(201);
    const session = signup.json<{ token: string }>().token;
    expect(code(await t.api.as(session).graph(ACCEPT, { token }))).toBeUndefined();
    expect(await membersOf(orgId)).toContainEqual(expect.objectContaining({ email, role: 'landlord' }));
  });

  it('the invitee sees pending invitations in their account and accepts one there (confirmed address only)', async () => {
    const orgId = await createOrg(creator, 'Konto Bolig');
    const erik = await buildLandlord(t.deps, { email: unique('erik'), emailVerified: true });
    await t.api.as(creator).graph(ADD, { id: orgId, email: erik.email });
    const mine = (await t.api.as(erik).graph(MINE)).json().data.organizationInvitations;
    expect(mine).toEqual([
      expect.objectContaining({ organization: orgId, organizationName: 'Konto Bolig', email: erik.email, role: 'landlord' }),
    ]);
    expect(mine[0].invitedBy).toBe(`${creator.firstname} ${creator.lastname}`.trim());
    // nobody else sees or answers it by id
    const other = await buildLandlord(t.deps, { email: unique('other'), emailVerified: true });
    expect((await t.api.as(other).graph(MINE)).json().data.organizationInvitations).toEqual([]);
    expect(code(await t.api.as(other).graph(ACCEPT, { id: mine[0].id }))).toBe('NOT_FOUND');
    expect(code(await t.api.as(admin).graph(ACCEPT, { id: mine[0].id }))).toBe('NOT_FOUND');

    expect((await t.api.as(erik).graph(ACCEPT, { id: mine[0].id })).json().data.acceptOrganizationInvitation.id).toBe(orgId);
    expect((await t.api.as(erik).graph(LIST)).json().data.organizations).toEqual([{ id: orgId }]);
    expect((await t.api.as(erik).graph(MINE)).json().data.organizationInvitations).toEqual([]);
  });

  it('an unconfirmed address sees no invitations in the account and cannot answer by id; the mailed link still works', async () => {
    const orgId = await createOrg(creator, 'Ubekræftet Bolig');
    const fie = await buildLandlord(t.deps, { email: unique('fie'), emailVerified: false });
    const { id, token } = await buildInvitation(t.deps, { organizationId: await orgRowId(orgId), email: fie.email });
    expect((await t.api.as(fie).graph(MINE)).json().data.organizationInvitations).toEqual([]);
    const byId = await t.api.as(fie).graph(ACCEPT, { id });
    expect(byId.json().errors[0]).toMatchObject({
      message: 'Bekræft din e-mailadresse først, eller åbn linket i invitationsmailen',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(code(await t.api.as(fie).graph(ACCEPT, { id, token }))).toBeUndefined();
  });

  it('the invitee declines (from the account or the link): no membership, and the invitation is closed', async () => {
    const orgId = await createOrg(creator, 'Nej Bolig');
    const gert = await buildLandlord(t.deps, { email: unique('gert'), emailVerified: true });
    const hans = await buildLandlord(t.deps, { email: unique('hans') });
    const gertInvite = await buildInvitation(t.deps, { organizationId: await orgRowId(orgId), email: gert.email });
    const hansInvite = await buildInvitation(t.deps, { organizationId: await orgRowId(orgId), email: hans.email });
    expect(code(await t.api.graph(DECLINE, { id: gertInvite.id }))).toBe('UNAUTHENTICATED');
    expect((await t.api.as(gert).graph(DECLINE, { id: gertInvite.id })).json().data.declineOrganizationInvitation).toBe(true);
    expect((await t.api.as(hans).graph(DECLINE, { token: hansInvite.token })).json().data.declineOrganizationInvitation).toBe(
      true,
    );
    expect(code(await t.api.as(gert).graph(ACCEPT, { token: gertInvite.token }))).toBe('NOT_FOUND');
    expect(code(await t.api.as(hans).graph(ACCEPT, { token: hansInvite.token }))).toBe('NOT_FOUND');
    expect((await membersOf(orgId)).map((m) => m.email)).toEqual([creator.email]);
    const pending = (await t.api.as(creator).graph(ONE, { id: orgId })).json().data.organization.invitations;
    expect(pending).toEqual([]);
  });

  it('an invitation past its 14 days cannot be answered (401 TOKEN_EXPIRED)', async () => {
    const orgId = await createOrg(creator, 'Gammel Bolig');
    const ib = await buildLandlord(t.deps, { email: unique('ib') });
    const { token } = await buildInvitation(t.deps, {
      organizationId: await orgRowId(orgId),
      email: ib.email,
      expiresAt: new Date(t.deps.now().getTime() - 1000),
    });
    const res = await t.api.as(ib).graph(ACCEPT, { token });
    expect(res.statusCode).toBe(401);
    expect(code(res)).toBe('TOKEN_EXPIRED');
  });

  it(`at most ${invitationsByUser.points} invitations an hour per user: then 429 RATE_LIMITED with Retry-After`, async () => {
    const prober = await buildLandlord(t.deps, { email: unique('prober') });
    const orgId = await createOrg(prober, 'Probe 2');
    for (let i = 0; i < invitationsByUser.points; i += 1) {
      expect(code(await t.api.as(prober).graph(ADD, { id: orgId, email: unique('probe') }))).toBeUndefined();
    }
    const limited = await t.api.as(prober).graph(ADD, { id: orgId, email: unique('probe') });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0]).toMatchObject({
      message: 'For mange forsøg, prøv igen senere',
      extensions: { code: 'RATE_LIMITED', status: 429, retryAfter: expect.any(Number) },
    });
    expect(limited.headers['retry-after']).toBe(String(limited.json().errors[0].extensions.retryAfter));
    // a known address gets the same 429
    expect(code(await t.api.as(prober).graph(ADD, { id: orgId, email: creator.email }))).toBe('RATE_LIMITED');
  });

  it(`one address gets at most ${invitationMailsByAddress.points} invitation mails a day; later invitations are stored, not mailed`, async () => {
    const email = unique('popular');
    for (let i = 0; i <= invitationMailsByAddress.points; i += 1) {
      const inviter = await buildLandlord(t.deps, { email: unique('inviter') });
      const orgId = await createOrg(inviter, `Org ${i}`);
      expect(code(await t.api.as(inviter).graph(ADD, { id: orgId, email }))).toBeUndefined();
    }
    expect(await invitationMailsTo(t.deps, email)).toHaveLength(invitationMailsByAddress.points);
    const stored = await t.deps.db.select().from(organizationInvitations).where(eq(organizationInvitations.email, email));
    expect(stored).toHaveLength(invitationMailsByAddress.points + 1);
  });

  it("only a platform administrator changes or removes the creator's role; an organization admin manages the others", async () => {
    const orgId = await createOrg(creator, 'Skaber Bolig');
    const jens = await buildLandlord(t.deps, { email: unique('jens') });
    const kim = await buildLandlord(t.deps, { email: unique('kim') });
    for (const [who, role] of [
      [jens, 'admin'],
      [kim, 'landlord'],
    ] as const) {
      await t.api.as(creator).graph(ADD, { id: orgId, email: who.email, role });
      await t.api.as(who).graph(ACCEPT, { token: await mailedInvitationToken(t.deps, who.email) });
    }
    const members = (await t.api.as(jens).graph(ONE, { id: orgId })).json().data.organization.members;
    expect(members.map((m: { email: string; creator: boolean }) => [m.email, m.creator])).toEqual([
      [creator.email, true],
      [jens.email, false],
      [kim.email, false],
    ]);
    const creatorUuid = members[0].uuid;

    // the organization admin may neither demote nor remove the creator
    const demote = await t.api.as(jens).graph(ADD, { id: orgId, email: creator.email, role: 'landlord' });
    expect(demote.json().errors[0]).toMatchObject({
      message: 'Kun en administrator kan ændre rollen for den, der oprettede organisationen',
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
    expect(code(await t.api.as(jens).graph(REMOVE, { id: orgId, member: creatorUuid }))).toBe('FORBIDDEN');
    expect((await membersOf(orgId))[0]).toMatchObject({ email: creator.email, role: 'admin' });
    // a plain member manages nobody; a stranger does not see the organization
    expect(code(await t.api.as(kim).graph(REMOVE, { id: orgId, member: creatorUuid }))).toBe('FORBIDDEN');
    const stranger = await buildLandlord(t.deps);
    expect(code(await t.api.as(stranger).graph(REMOVE, { id: orgId, member: creatorUuid }))).toBe('NOT_FOUND');
    expect(code(await t.api.graph(REMOVE, { id: orgId, member: creatorUuid }))).toBe('UNAUTHENTICATED');

    // the organization admin manages other members
    const kimUuid = members[2].uuid;
    expect((await t.api.as(jens).graph(ADD, { id: orgId, email: kim.email, role: 'admin' })).json().errors).toBeUndefined();
    const afterRemove = (await t.api.as(jens).graph(REMOVE, { id: orgId, member: kimUuid })).json().data.removeOrganizationMember;
    expect(afterRemove.map((m: { email: string }) => m.email)).toEqual([creator.email, jens.email]);

    // a platform administrator changes and removes the creator's entry
    const changed = (await t.api.as(admin).graph(ADD, { id: orgId, email: creator.email, role: 'landlord' })).json().data
      .addOrganizationMember;
    expect(changed).toContainEqual(expect.objectContaining({ email: creator.email, role: 'landlord' }));
    const removed = (await t.api.as(admin).graph(REMOVE, { id: orgId, member: creatorUuid })).json().data
      .removeOrganizationMember;
    expect(removed.map((m: { email: string }) => m.email)).toEqual([jens.email]);
  });
});
