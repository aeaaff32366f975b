import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { logIn } from '../support/api-login';

/**
 * Issue 22 item 3: the profile route resolves a username to what the viewer may see. The demo world's
 * sixth golfer has a private website (packages/demo-data cast); their academy teammate (fifth golfer)
 * and the academy coach (staff 0904) are in their circle; staff 0901 is the product manager.
 */
const OWNER = '+15550100006';
const MEMBER = '+15550100005';
const COACH = '+15550100904';
const MANAGER = '+15550100901';
const STRANGER = '+15550100003';

type Profile = { firstName: string; lastName: string; username: string; subCircleAccountIds: number[] };

async function ownerProfile(request: APIRequestContext): Promise<Profile> {
  const owner = await logIn(request, OWNER);
  const res = await request.get(`/api/v1/accounts/by-username/${owner.username}`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Profile;
}

async function openAs(page: Page, token: string | null, path: string) {
  if (token !== null) await page.addInitScript((t) => window.localStorage.setItem('id_token', t), token);
  await page.goto(path);
}

test.describe('a private profile (issue 22 item 3)', () => {
  test('opens for the player, their circle and a product manager', async ({ page, request }) => {
    const profile = await ownerProfile(request);
    const member = await logIn(request, MEMBER);
    const coach = await logIn(request, COACH);
    // The fixture's circle is what the test assumes.
    expect(profile.subCircleAccountIds).toEqual(expect.arrayContaining([member.accountId, coach.accountId]));
    for (const phone of [OWNER, MEMBER, COACH, MANAGER]) {
      const session = await logIn(request, phone);
      await openAs(page, session.accessToken, `/player/${profile.username}/summary`);
      const menu = page.getByRole('navigation', { name: 'Profile' });
      await expect(menu, phone).toContainText(`${profile.firstName} ${profile.lastName}`);
      await expect(page).toHaveURL(new RegExp(`/player/${profile.username}/summary$`));
      // The photo goes where the website goes: asked for again with the viewer's token, it shows.
      const photo = menu.getByRole('img', { name: `${profile.firstName} ${profile.lastName}` }).first();
      await expect(photo, phone).toHaveAttribute('src', /^blob:/);
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), phone)
        .toBeGreaterThan(0);
      await page.evaluate(() => window.localStorage.removeItem('id_token'));
    }
  });

  test('sends visitors and strangers home, like a missing account', async ({ page, request }) => {
    const profile = await ownerProfile(request);
    const stranger = await logIn(request, STRANGER);
    for (const token of [null, stranger.accessToken]) {
      await openAs(page, token, `/player/${profile.username}/summary`);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('navigation', { name: 'Profile' })).toHaveCount(0);
      // Home says why the link did not open, in the same words for a private and a missing profile.
      await expect(page.getByRole('alert')).toHaveText('This profile is private or does not exist.');
    }
    await openAs(page, null, '/player/no.such.player.here/summary');
    await expect(page.getByRole('alert')).toHaveText('This profile is private or does not exist.');
    // The API tells a visitor nothing of the private profile, its photo included.
    const res = await request.get(`/api/v1/accounts/by-username/${profile.username}`);
    expect(res.status()).toBe(404);
    const owner = await logIn(request, OWNER);
    for (const headers of [{}, { authorization: `Bearer ${stranger.accessToken}` }] as Record<
      string,
      string
    >[]) {
      const photo = await request.get(`/api/v1/accounts/${owner.accountId}/image`, { headers });
      expect(photo.status()).toBe(404);
    }
  });
});
