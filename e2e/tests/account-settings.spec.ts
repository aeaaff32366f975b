import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpByCode, type ApiSession } from '../support/api-login';

/**
 * Profile settings (ARCHITECTURE "Profile settings") in Chromium against the real server: a new number
 * signs up with a code (no name, a generated username), is led to Profile and privacy, names themself,
 * picks a username, uploads a photo and saves; the top bar and the public profile show the new name; a
 * private Compare Stats leaves a logged-out visitor's menu; a reload keeps everything.
 */
const NEW_PLAYER = '+15550190101';
const USERNAME = 'casey.morgan';
const PHOTO = path.resolve(import.meta.dirname, '..', 'fixtures', 'profile-photo.png');

let session: ApiSession;

async function open(page: Page, url: string) {
  await page.addInitScript((token) => window.localStorage.setItem('id_token', token), session.accessToken);
  await page.goto(url);
}

async function choosePhoto(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await (await chooser).setFiles(file);
}

test.describe.configure({ mode: 'serial' });

test.describe('profile and privacy', () => {
  test.beforeAll(async ({ request }) => {
    session = await signUpByCode(request, NEW_PLAYER);
  });

  test('a new player completes the profile, uploads a photo and closes Compare Stats to visitors', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/dashboard');
    await expect(page.getByRole('alert').filter({ hasText: 'Your profile has no name yet' })).toContainText(
      'its pages are open to visitors until you choose otherwise',
    );
    await expect(page.getByTestId('account-name')).toHaveText('User');
    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('menuitem', { name: 'Profile and privacy' }).click();
    await expect(page.getByRole('heading', { name: 'Profile and privacy', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(session.username);

    // A text file named .png is refused before it is sent; the real PNG is saved at once.
    await choosePhoto(page, {
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByText('Choose a JPEG, PNG or WebP image')).toBeVisible();
    await choosePhoto(page, PHOTO);
    await expect(page.getByText('Photo updated')).toBeVisible();

    await page.getByLabel('First name').fill('Casey');
    await page.getByLabel('Last name').fill('Morgan');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('ab');
    await page.getByRole('textbox', { name: 'Username', exact: true }).blur();
    await expect(page.getByText('A username has 3 to 30 characters')).toBeVisible();
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(USERNAME);
    await expect(page.getByText(`/player/${USERNAME}`)).toBeVisible();
    await page.getByLabel('GPA').first().fill('7');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A GPA is a number from 0 to 5')).toBeVisible();
    await page.getByLabel('GPA').first().fill('3.8');
    // A partly typed date is not saved as no date: Save says it is not one, on its field.
    const graduation = page.getByLabel('Graduation').first();
    await graduation.click();
    await page.keyboard.type('06');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a calendar date')).toBeVisible();
    await expect(graduation).toBeFocused();
    await expect(page.getByText('Profile saved')).toHaveCount(0);
    await graduation.fill('2027-06-01');
    await page.getByLabel('High school', { exact: true }).fill('Pine High');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(page.getByTestId('account-name')).toHaveText('Casey Morgan');
    await expect(page.getByRole('button', { name: 'My account' }).locator('img')).toBeVisible();

    // Compare Stats closed to visitors: saved at once.
    const compareStats = page.getByLabel(/^Compare Stats/);
    await expect(compareStats).toBeChecked();
    await compareStats.click();
    await expect(page.getByText('Compare Stats saved')).toBeVisible();
    await expect(compareStats).not.toBeChecked();

    await page.screenshot({ path: test.info().outputPath('profile-settings-1440.png'), fullPage: true });
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Casey');
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(USERNAME);
    await expect(page.getByLabel('GPA').first()).toHaveValue('3.8');
    await expect(page.getByLabel(/^Compare Stats/)).not.toBeChecked();
    await expect(page.getByRole('img', { name: 'Casey Morgan' }).first()).toBeVisible();
    await expect(page.getByTestId('account-name')).toHaveText('Casey Morgan');

    // The public profile under the new name: the player sees every page, a visitor no Compare Stats.
    await page.getByRole('link', { name: 'View my public profile' }).click();
    const menu = page.getByRole('navigation', { name: 'Profile' });
    await expect(menu).toContainText('Casey Morgan');
    await expect(menu.getByText('Available Apps')).toBeVisible();
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/player/${USERNAME}`);
    const visitorMenu = visitorPage.getByRole('navigation', { name: 'Profile' });
    await expect(visitorMenu).toContainText('Casey Morgan');
    await expect(visitorMenu.getByText('Player Resume')).toBeVisible();
    await expect(visitorMenu.getByText('Available Apps')).toHaveCount(0);
    await expect(visitorMenu.getByText('Compare Stats')).toHaveCount(0);
    await visitorPage.goto(`/player/${USERNAME}/stats`);
    await expect(visitorPage).toHaveURL(/\/player\/casey\.morgan(\/summary)?$/);
    await visitor.close();
  });

  test('on a phone, a refused Save brings the first field with a problem into view and focuses it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, '/account/profile');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    // A problem at the top of the form while the finger is on Save at the bottom.
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await firstName.fill('');
    await save.scrollIntoViewIfNeeded();
    await expect(firstName).not.toBeInViewport();
    await save.click();
    await expect(firstName).toBeFocused();
    await expect(firstName).toBeInViewport();
    await firstName.fill('Casey');

    const website = page.getByRole('textbox', { name: 'Website' });
    await website.fill('mysite');
    await save.click();
    await expect(website).toBeFocused();
    await expect(website).toBeInViewport();
    await expect(page.getByText('Enter a web address, such as mysite.com')).toBeVisible();
    await website.fill('mysite.com');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(website).toHaveValue('https://mysite.com');
  });

  test('adds a person to the circle and removes them after confirming, at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, '/account/profile');
    const circle = page.getByRole('region', { name: 'Circle' });
    await expect(circle.getByText('No one is in your circle yet.')).toBeVisible();
    await circle.getByLabel('Username or phone number').fill('no.such.player');
    await circle.getByRole('button', { name: 'Add' }).click();
    await expect(circle.getByText('No account has this username or phone number')).toBeVisible();
    await circle.getByLabel('Username or phone number').fill('555 010 0002');
    await circle.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Reese Okafor added to your circle')).toBeVisible();
    await expect(circle.getByRole('list', { name: 'Your circle' })).toContainText('Reese Okafor');
    await page.screenshot({ path: test.info().outputPath('profile-settings-375.png'), fullPage: true });
    await page
      .getByRole('region', { name: 'Profile' })
      .screenshot({ path: test.info().outputPath('profile-section-375.png') });
    const hasNoHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(hasNoHorizontalScroll).toBe(true);

    // Adding her again is refused; the message goes once the circle changes (it would read as stale).
    await circle.getByLabel('Username or phone number').fill('555 010 0002');
    await circle.getByRole('button', { name: 'Add' }).click();
    const already = circle.getByText('This person is already in your circle');
    await expect(already).toBeVisible();

    await circle.getByRole('button', { name: 'Remove Reese Okafor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Reese Okafor from your circle?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(circle.getByRole('list', { name: 'Your circle' })).toContainText('Reese Okafor');
    await circle.getByRole('button', { name: 'Remove Reese Okafor' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(circle.getByText('No one is in your circle yet.')).toBeVisible();
    await expect(already).toHaveCount(0);
  });
});

test.describe('password', () => {
  const PHONE = '+15550190102';
  let own: ApiSession;
  test.beforeAll(async ({ request }) => {
    own = await signUpByCode(request, PHONE);
  });

  test('a player who signed up by code sets a password and logs in with it; a change needs the current one', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.addInitScript((token) => window.localStorage.setItem('id_token', token), own.accessToken);
    await page.goto('/account/profile');
    const section = page.getByRole('region', { name: 'Password' });
    await expect(section.getByText(/Set a password to also log in/)).toBeVisible();
    await expect(section.getByLabel('Current password')).toHaveCount(0);
    await section.getByLabel('Password', { exact: true }).fill('abc');
    await section.getByLabel('Confirm password').fill('abd');
    await section.getByRole('button', { name: 'Set password' }).click();
    await expect(section.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(section.getByText('The passwords do not match')).toBeVisible();
    await section.getByLabel('Password', { exact: true }).fill('first-secret');
    await section.getByLabel('Confirm password').fill('first-secret');
    await section.getByRole('button', { name: 'Set password' }).click();
    await expect(section.getByText('Your password is set.', { exact: false })).toBeVisible();
    await section.screenshot({ path: test.info().outputPath('password-set-375.png') });

    // A change now asks for the current password, and a wrong one is refused with the server's words.
    await expect(section.getByLabel('Current password')).toBeVisible();
    await section.getByLabel('Current password').fill('not-the-one');
    await section.getByLabel('New password', { exact: true }).fill('second-secret');
    await section.getByLabel('Confirm new password').fill('second-secret');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByText('The current password is incorrect.')).toBeVisible();

    // The alternative login works with the password that was set.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto('/auth/alternative');
    await expect(
      page.getByText('No password yet? Log in with a code, then set one in Profile and privacy.'),
    ).toBeVisible();
    await page.getByLabel('Phone number').fill(PHONE.slice(2));
    await page.getByLabel('Password', { exact: true }).fill('first-secret');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});
