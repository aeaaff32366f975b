import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES, type ProfileSettings } from '@linksight/api-contract';
import { SnackbarProvider } from '../../../components/ui/snackbar-provider';
import { endSession } from '../../../lib/session';
import { ProfileForm } from './profile-form';

const STORED: ProfileSettings = {
  accountId: 7,
  firstName: 'Jordan',
  lastName: 'Lee',
  username: 'jordan.lee',
  imgUrl: null,
  about: null,
  highSchoolName: null,
  highSchoolGraduationDate: null,
  highSchoolGpa: null,
  collegeName: null,
  collegeStartDate: null,
  collegeGraduationDate: null,
  collegeGpa: null,
  ncaaNumber: null,
  ghinNumber: null,
  heightInches: null,
  weightLbs: null,
  websiteLink: null,
  prefersMetric: false,
  defaultHoleCount: 18,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The form on its page of a data router (the unsaved-changes guard holds the router's navigations). */
function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/account/profile', element: <ProfileForm accountId={STORED.accountId} stored={STORED} /> },
      { path: '/player/:username', element: <p>Public profile</p> },
    ],
    { initialEntries: ['/account/profile'] },
  );
  const rendered = render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, router };
}

const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** Save as a person presses it: the button takes the focus first. */
const save = () => {
  const button = screen.getByRole('button', { name: 'Save' });
  button.focus();
  fireEvent.click(button);
};

// jsdom does not scroll; the helper's scrollIntoView is recorded instead.
const scrolled = vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>();
beforeEach(() => {
  Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions | boolean) {
    scrolled.call(this, typeof options === 'object' ? options : undefined);
  };
});
afterEach(() => {
  scrolled.mockReset();
  vi.unstubAllGlobals();
});

// About 25 MUI fields render and re-render in jsdom: slower than the default 5 s on a busy machine.
describe('ProfileForm', { timeout: 15_000 }, () => {
  it('shows the initials of an account without a photo, without asking for an image', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    expect(screen.getByRole('img', { name: 'Jordan Lee' }).textContent).toBe('JL');
    expect(document.querySelector('img[src*="/image"]')).toBeNull();
  });

  it('on a refused Save scrolls to and focuses the first field with a problem, in page order', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    // The website (last) is typed before the first name (first): page order wins, not typing order.
    type('Website', 'mysite');
    type('First name', '');
    save();

    await waitFor(() => expect(document.activeElement).toBe(field('First name')));
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    expect(scrolled.mock.contexts.at(-1)).toBe(field('First name'));
    expect(screen.getByText(PROFILE_MESSAGES.firstNameRequired)).toBeTruthy();

    type('First name', 'Jordan');
    save();
    await waitFor(() => expect(document.activeElement).toBe(field('Website')));
    expect(scrolled.mock.contexts.at(-1)).toBe(field('Website'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a website without a dotted host under the field and saves one with its https:// prefix', async () => {
    const fetchMock = vi.fn(async (_path: string, init?: RequestInit) =>
      json(200, { ...STORED, ...(JSON.parse(String(init?.body)) as object) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    type('Website', 'mysite');
    save();
    expect(await screen.findByText(PROFILE_MESSAGES.websiteInvalid)).toBeTruthy();
    expect(field('Website').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    type('Website', 'mysite.com');
    save();
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ websiteLink: 'https://mysite.com' });
  });

  it('keeps what was typed when the session ends, and puts it back when the form opens again', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const first = renderForm();
    type('About', 'Two-time club champion.');
    endSession(); // a lapsed login: the app goes to the login page
    first.unmount();
    renderForm();
    expect(field('About').value).toBe('Two-time club champion.');
    expect(await screen.findByText(/^Your changes from before you were logged out are back/)).toBeTruthy();
    // Once: the next time the form opens it shows what is stored.
    cleanup();
    renderForm();
    expect(field('About').value).toBe('');
  });

  it('asks before leaving with unsaved changes: Stay keeps them, Leave goes', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { router } = renderForm();
    type('About', 'Two-time club champion.');
    await waitFor(() => expect(screen.getByText('Unsaved changes')).toBeTruthy());
    void router.navigate('/player/jordan.lee');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('About').value).toBe('Two-time club champion.');
    void router.navigate('/player/jordan.lee');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Public profile')).toBeTruthy();
  });

  it('leaves without asking when nothing was changed', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { router } = renderForm();
    void router.navigate('/player/jordan.lee');
    expect(await screen.findByText('Public profile')).toBeTruthy();
  });

  it('shows a problem the API names on its field and focuses it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(409, { code: 'CONFLICT', message: PROFILE_MESSAGES.usernameTaken, path: '$.username' }),
      ),
    );
    renderForm();
    type('Username', 'taken.name');
    save();
    expect(await screen.findByText(PROFILE_MESSAGES.usernameTaken)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Username')));
    expect(scrolled.mock.contexts.at(-1)).toBe(field('Username'));
  });
});
