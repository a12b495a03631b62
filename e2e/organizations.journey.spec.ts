/**
 * Organizations: a landlord creates an organization on /organizations, the
 * admin activates it, and the landlord — its admin — creates a dwelling under it from there; the
 * dwelling shows under the organization. Another organization's dwelling stays out of reach: the
 * page says it is not found and the API answers 404 to a change and 403 to creating under it.
 */
import { expect, test } from './csp';
import { ADMIN, apiToken, bearer, fillLeaseStep, signInThroughForm, uniqueEmail } from './support';

const GRAPH = '/api/graph';

test("an organization admin creates a dwelling under the organization and cannot touch another's", async ({ page, request }) => {
  const password = 'hemmelig123';
  const signup = async (firstname: string) => {
    const email = uniqueEmail(firstname.toLowerCase());
    const res = await request.post('/api/users', {
      data: {
        type: 'PERSONAL',
        firstname,
        lastname: 'Hansen',
        phone: '+4520304050',
        email,
        password,
        company: null,
        companyAddress: null,
        cvr: null,
      },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return { email, password };
  };
  const alice = await signup('Alice');
  const bob = await signup('Bob');
  const adminToken = await apiToken(request, ADMIN);
  const graph = async (token: string, query: string, variables: Record<string, unknown>) =>
    (await (await request.post(GRAPH, { headers: bearer(token), data: { query, variables } })).json()) as {
      data?: Record<string, { id: string } & Record<string, unknown>>;
      errors?: unknown[];
    };
  const activate = (id: string) =>
    graph(adminToken, 'mutation($id: ID!) { activateOrganization(id: $id) { id active } }', { id });

  // --- Bob's organization with a dwelling of its own (set up through the API)
  const bobToken = await apiToken(request, bob);
  const bobOrg = (
    await graph(bobToken, 'mutation($name: String!) { createOrganization(name: $name) { id } }', { name: 'Bobs Boliger' })
  ).data!.createOrganization.id;
  await activate(bobOrg);
  const found = (await (
    await request.get('/api/addresses?q=ridehusgade%2049%20odense', { headers: bearer(bobToken) })
  ).json()) as {
    results?: { id: string }[];
  };
  const bobDwelling = await request.post(`/api/dwellings/organizations/${bobOrg}`, {
    headers: bearer(bobToken),
    data: {
      type: { dwelling: 'APARTMENT', tenant: null },
      size: { rooms: 2, area: 60, additional: [] },
      location: { id: found.results![0].id },
    },
  });
  expect(bobDwelling.status(), await bobDwelling.text()).toBe(201);
  const bobUuid = ((await bobDwelling.json()) as { uuid: string }).uuid;

  // --- Alice creates an organization on /organizations (reached from the side menu)
  await signInThroughForm(page, alice);
  await page.getByRole('link', { name: 'Organisationer', exact: true }).click();
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisationer' })).toBeVisible();
  await expect(page).toHaveTitle('Organisationer – Udlejning');
  await page.getByLabel(/^Navn/).fill('Alices Udlejning');
  await page.getByRole('button', { name: 'Opret organisation' }).click();
  const card = page.getByRole('region', { name: 'Alices Udlejning' });
  await expect(card).toContainText('Afventer aktivering');
  await expect(card).toContainText('Din rolle: Administrator');
  // focus stays on the button (not dropped on the page while saving) and the field is emptied
  await expect(page.getByRole('button', { name: 'Opret organisation' })).toBeFocused();
  await expect(page.getByLabel(/^Navn/)).toHaveValue('');
  // not yet active: nothing can be created under it
  await expect(card.getByRole('link', { name: /Opret bolig under/ })).toHaveCount(0);

  // --- the admin activates it; Alice creates a dwelling under it
  const aliceToken = await apiToken(request, alice);
  const aliceOrg = (
    (await graph(aliceToken, '{ organizations { id name } }', {})).data!.organizations as unknown as { id: string }[]
  )[0].id;
  await activate(aliceOrg);
  await page.reload();
  await expect(card).toContainText('Aktiv');
  await card.getByRole('link', { name: 'Opret bolig under Alices Udlejning' }).click();
  await expect(page).toHaveURL(new RegExp(`/dwellings/create\\?organization=${aliceOrg}$`));
  await expect(page.getByText('Boligen oprettes under organisationen Alices Udlejning.')).toBeVisible();
  await fillLeaseStep(page);
  await expect(page).toHaveURL(/\/dwellings\/[0-9a-f-]{36}$/);
  const aliceUuid = page.url().split('/').pop()!;

  // the dwelling is the organization's
  await page.goto('/organizations');
  await expect(card.getByRole('link', { name: /Ridehusgade 49/ })).toBeVisible();
  const aliceDwellings = (
    await graph(aliceToken, 'query($id: ID!) { organization(id: $id) { dwellings { uuid } } }', { id: aliceOrg })
  ).data!.organization as unknown as { dwellings: { uuid: string }[] };
  expect(aliceDwellings.dwellings.map((d) => d.uuid)).toEqual([aliceUuid]);

  // --- Bob's dwelling and organization are out of Alice's reach
  await page.goto(`/dwellings/${bobUuid}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Ikke fundet' })).toBeVisible();
  await expect(page.getByLabel(/Boligtype/)).toHaveCount(0);
  const change = await request.post(`/api/dwellings/${bobUuid}/activation`, {
    headers: bearer(aliceToken),
    data: { active: false },
  });
  expect(change.status()).toBe(404);
  const under = await request.post(`/api/dwellings/organizations/${bobOrg}`, { headers: bearer(aliceToken), data: {} });
  expect(under.status()).toBe(403);
  expect(((await under.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
});
