/**
 * Organizations through the real app (doc 1 §1, §3, §4; doc 2 §7): create → inactive, admin
 * activates, list, members (invited by e-mail, members on accepting), dwellings under the organization, roles in the session
 * user, and an organization admin managing that organization's dwellings and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling, completeDwellingForm, insertTestAddress } from '../dwellings/dwellings.test-support';
import { mailedInvitationToken } from './organizations.test-support';

const CREATE = 'mutation($name: String!) { createOrganization(name: $name) { id uuid name active } }';
const ACTIVATE = 'mutation($id: ID!, $active: Boolean) { activateOrganization(id: $id, active: $active) { id active } }';
const LIST = '{ organizations { id name active } }';
const ONE = 'query($id: ID!) { organization(id: $id) { id name members { email role } dwellings { uuid status } } }';
const ADD =
  'mutation($id: ID!, $email: String!, $role: Role) { addOrganizationMember(id: $id, email: $email, role: $role) { email role } }';
const ACCEPT = 'mutation($token: String) { acceptOrganizationInvitation(token: $token) { id } }';

describe('organizations', () => {
  let t: TestApp;
  let admin: TestUser;
  let addressId: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
    addressId = await insertTestAddress(t.deps);
  });
  afterAll(() => t.close());

  // each test builds its own landlords and organizations, so the tests pass in any order

  /** A new landlord who creates organization `name`; `active` has a global admin activate it. */
  async function organizationOf(name: string, opts: { active?: boolean } = {}) {
    const creator = await buildLandlord(t.deps);
    const res = await t.api.as(creator).graph(CREATE, { name });
    const created = res.json<{ data: { createOrganization: { id: string; name: string; active: boolean } } }>().data
      .createOrganization;
    if (opts.active) await t.api.as(admin).graph(ACTIVATE, { id: created.id, active: true });
    return { creator, id: created.id, created };
  }

  /** `member` accepts the invitation `inviter` mailed them to organization `id`. */
  async function join(inviter: TestUser, id: string, member: TestUser) {
    await t.api.as(inviter).graph(ADD, { id, email: member.email });
    const token = await mailedInvitationToken(t.deps, member.email);
    await t.api.as(member).graph(ACCEPT, { token });
  }

  it('a new organization is inactive; the creator gets an organization-scoped admin role in GET /api/users/me', async () => {
    const { creator: alice, id, created } = await organizationOf('Alice Bolig');
    expect(created).toMatchObject({ name: 'Alice Bolig', active: false });
    const me = (await t.api.as(alice).get('/api/users/me')).json<{ roles: unknown[] }>();
    expect(me.roles).toEqual([{ role: 'admin', organization: id, name: 'Alice Bolig' }]);
    const graphMe = await t.api.as(alice).graph('{ me { role roles { role organization name } } }');
    expect(graphMe.json().data.me).toEqual({ role: 'landlord', roles: me.roles });
  });

  it('an inactive organization takes no dwellings (409); only a global admin activates it', async () => {
    const { creator: alice, id: aliceOrg } = await organizationOf('Alice Bolig');
    const { creator: bob } = await organizationOf('Bob Bolig');
    const early = await t.api.as(alice).post(`/api/dwellings/organizations/${aliceOrg}`, completeDwellingForm(addressId));
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('ORGANIZATION_INACTIVE');
    const byAlice = await t.api.as(alice).graph(ACTIVATE, { id: aliceOrg });
    expect(byAlice.json().errors[0].extensions.code).toBe('FORBIDDEN');
    const byBob = await t.api.as(bob).graph(ACTIVATE, { id: aliceOrg });
    expect(byBob.json().errors[0].extensions.code).toBe('NOT_FOUND');
    const res = await t.api.as(admin).graph(ACTIVATE, { id: aliceOrg, active: true });
    expect(res.json().data.activateOrganization).toEqual({ id: aliceOrg, active: true });
    const late = await t.api.as(alice).post(`/api/dwellings/organizations/${aliceOrg}`, completeDwellingForm(addressId));
    expect(late.statusCode).toBe(201);
  });

  it('organizations lists the own organizations; a global admin sees all', async () => {
    const { creator: alice, id: aliceOrg } = await organizationOf('Alice Bolig', { active: true });
    const { id: bobOrg } = await organizationOf('Bob Bolig');
    const mine = (await t.api.as(alice).graph(LIST)).json().data.organizations;
    expect(mine).toEqual([{ id: aliceOrg, name: 'Alice Bolig', active: true }]);
    const all = (await t.api.as(admin).graph(LIST)).json().data.organizations;
    expect(all.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([aliceOrg, bobOrg]));
    expect((await t.api.as(null).graph(LIST)).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('members: an organization admin invites by e-mail, the invitee accepts; others may not invite', async () => {
    const { creator: alice, id: aliceOrg } = await organizationOf('Alice Bolig', { active: true });
    const { creator: bob } = await organizationOf('Bob Bolig', { active: true });
    const carl = await buildLandlord(t.deps);
    // the e-mail in any letter case
    const invited = await t.api.as(alice).graph(ADD, { id: aliceOrg, email: carl.email.toUpperCase() });
    // not a member until accepted
    expect(invited.json().data.addOrganizationMember).toEqual([{ email: alice.email, role: 'admin' }]);
    const token = await mailedInvitationToken(t.deps, carl.email);
    expect((await t.api.as(carl).graph(ACCEPT, { token })).json().data.acceptOrganizationInvitation).toEqual({ id: aliceOrg });
    const org = (await t.api.as(alice).graph(ONE, { id: aliceOrg })).json().data.organization;
    expect(org.members).toEqual([
      { email: alice.email, role: 'admin' },
      { email: carl.email, role: 'landlord' },
    ]);
    const byCarl = await t.api.as(carl).graph(ADD, { id: aliceOrg, email: bob.email });
    expect(byCarl.json().errors[0].extensions.code).toBe('FORBIDDEN');
    const byBob = await t.api.as(bob).graph(ADD, { id: aliceOrg, email: bob.email });
    expect(byBob.json().errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it("an organization admin creates under it, lists its dwellings and manages them; not another organization's", async () => {
    const { creator: alice, id: aliceOrg } = await organizationOf('Alice Bolig', { active: true });
    const { creator: bob, id: bobOrg } = await organizationOf('Bob Bolig', { active: true });
    const carl = await buildLandlord(t.deps);
    await join(alice, aliceOrg, carl);
    const res = await t.api.as(alice).post(`/api/dwellings/organizations/${aliceOrg}`, completeDwellingForm(addressId));
    expect(res.statusCode).toBe(201);
    const uuid = res.json<{ uuid: string }>().uuid;
    const bobRes = await t.api.as(bob).post(`/api/dwellings/organizations/${bobOrg}`, completeDwellingForm(addressId));
    const bobUuid = bobRes.json<{ uuid: string }>().uuid;
    // a member who is not its admin may not create under it
    const byCarl = await t.api.as(carl).post(`/api/dwellings/organizations/${aliceOrg}`, completeDwellingForm(addressId));
    expect(byCarl.statusCode).toBe(403);
    // another organization's admin may not create under it
    expect(
      (await t.api.as(bob).post(`/api/dwellings/organizations/${aliceOrg}`, completeDwellingForm(addressId))).statusCode,
    ).toBe(403);

    const org = (await t.api.as(alice).graph(ONE, { id: aliceOrg })).json().data.organization;
    // status is the DwellingStatus enum, the value REST gives
    const { status } = (await t.api.as(alice).get(`/api/dwellings/${uuid}`)).json<{ status: string }>();
    expect(org.dwellings).toEqual([{ uuid, status }]);

    // a second admin of Alice Bolig (not the creator) manages the dwelling; Bob does not see it
    // (Carl is a member already, so his role entry changes at once)
    await t.api.as(alice).graph(ADD, { id: aliceOrg, email: carl.email, role: 'admin' });
    const read = await t.api.as(carl).get(`/api/dwellings/${uuid}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().abilities).toMatchObject({ update: true, deactivate: true, approve: false });
    expect((await t.api.as(carl).post(`/api/dwellings/${uuid}/activation`, { active: false })).statusCode).toBe(200);
    expect((await t.api.as(bob).get(`/api/dwellings/${uuid}`)).statusCode).toBe(404);
    expect((await t.api.as(bob).post(`/api/dwellings/${uuid}/activation`, { active: true })).statusCode).toBe(404);
    expect((await t.api.as(carl).get(`/api/dwellings/${bobUuid}`)).statusCode).toBe(404);
    // the organization admin's list holds the organization's dwelling
    const list = (await t.api.as(carl).get('/api/dwellings')).json<{ results: { uuid: string }[] }>().results;
    expect(list.map((d) => d.uuid)).toContain(uuid);
    expect(list.map((d) => d.uuid)).not.toContain(bobUuid);
  });

  it("an organization admin has no say over its members' own dwellings outside the organization", async () => {
    const { creator: alice, id: aliceOrg } = await organizationOf('Alice Bolig', { active: true });
    const carl = await buildLandlord(t.deps);
    await join(alice, aliceOrg, carl);
    const bob = await buildLandlord(t.deps);
    const own = await buildDwelling(t.deps, { owner: carl });
    const bobs = await buildDwelling(t.deps, { owner: bob });
    expect((await t.api.as(alice).graph(ONE, { id: aliceOrg })).json().data.organization.members).toContainEqual({
      email: carl.email,
      role: 'landlord',
    });
    expect((await t.api.as(alice).get(`/api/dwellings/${own.uuid}`)).statusCode).toBe(404);
    expect((await t.api.as(alice).get(`/api/dwellings/${bobs.uuid}`)).statusCode).toBe(404);
  });

  it('abilities follow the policy for each actor: platform admin, organization admin, member, creator entry', async () => {
    const ABILITIES = `query($id: ID!) { organization(id: $id) {
      abilities { invite activate createDwelling } members { email abilities { change } } } }`;
    const { creator: alice, id: aliceOrg } = await organizationOf('Alice Bolig');
    const carl = await buildLandlord(t.deps);
    const dora = await buildLandlord(t.deps);
    await join(alice, aliceOrg, carl);
    await join(alice, aliceOrg, dora);
    await t.api.as(alice).graph(ADD, { id: aliceOrg, email: carl.email, role: 'admin' });
    const seen = async (who: TestUser) => (await t.api.as(who).graph(ABILITIES, { id: aliceOrg })).json().data.organization;
    const changeable = (org: { members: { email: string; abilities: { change: boolean } }[] }) =>
      Object.fromEntries(org.members.map((m) => [m.email, m.abilities.change]));

    // inactive: nobody may create a dwelling under it yet
    expect((await seen(alice)).abilities).toEqual({ invite: true, activate: false, createDwelling: false });
    expect((await seen(admin)).abilities).toEqual({ invite: true, activate: true, createDwelling: false });
    await t.api.as(admin).graph(ACTIVATE, { id: aliceOrg, active: true });

    const byAdmin = await seen(admin);
    expect(byAdmin.abilities).toEqual({ invite: true, activate: true, createDwelling: true });
    expect(changeable(byAdmin)).toEqual({ [alice.email]: true, [carl.email]: true, [dora.email]: true });
    // a second organization admin (Carl) manages members, but not the creator's entry
    const byCarl = await seen(carl);
    expect(byCarl.abilities).toEqual({ invite: true, activate: false, createDwelling: true });
    expect(changeable(byCarl)).toEqual({ [alice.email]: false, [carl.email]: true, [dora.email]: true });
    // a plain member sees the organization and may do nothing with it
    const byDora = await seen(dora);
    expect(byDora.abilities).toEqual({ invite: false, activate: false, createDwelling: false });
    expect(changeable(byDora)).toEqual({ [alice.email]: false, [carl.email]: false, [dora.email]: false });
    // what the abilities say is what the server does
    const removeCreator = `mutation($id: ID!, $member: String!) { removeOrganizationMember(id: $id, member: $member) { email } }`;
    const aliceUuid = (
      await t.api.as(carl).graph('query($id: ID!) { organization(id: $id) { members { uuid email } } }', { id: aliceOrg })
    )
      .json()
      .data.organization.members.find((m: { email: string }) => m.email === alice.email).uuid;
    const refused = await t.api.as(carl).graph(removeCreator, { id: aliceOrg, member: aliceUuid });
    expect(refused.json().errors[0].extensions.code).toBe('FORBIDDEN');
    const list = (await t.api.as(dora).graph('{ organizations { id abilities { invite } } }')).json().data.organizations;
    expect(list).toEqual([{ id: aliceOrg, abilities: { invite: false } }]);
  });
});
