import { expect, test } from '../support/test';

test('a fresh database boots, migrates and seeds the demo world', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect((await health.json()).database.status).toBe('up');
  const search = await request.get('/api/v1/accounts?q=a');
  expect((await search.json()).items.length).toBeGreaterThan(0);
});
