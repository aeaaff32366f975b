import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { readPhoneAuthState } from '../utils/auth-storage';
import { PhoneLoginScreen } from './phone-login-screen';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPhoneLogin() {
  const router = createMemoryRouter(
    [
      { path: '/auth/phone', Component: PhoneLoginScreen },
      { path: '/auth/verify', Component: () => <p>verify screen</p> },
    ],
    { initialEntries: ['/auth/phone'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('PhoneLoginScreen (spec 1 §4.1)', () => {
  it('keeps the phone input read-only for 0.5 s unless it is focused first', async () => {
    vi.useFakeTimers();
    renderPhoneLogin();
    const input = await vi.waitFor(() => screen.getByLabelText<HTMLInputElement>('Phone number'));
    expect(input.readOnly).toBe(true);
    await act(async () => vi.advanceTimersByTime(500));
    expect(input.readOnly).toBe(false);
  });

  it('keeps the digits of a number typed with spaces, dashes or the country code, at most 11', async () => {
    const user = userEvent.setup();
    renderPhoneLogin();
    const input = await screen.findByLabelText<HTMLInputElement>('Phone number');
    await user.click(input);
    await user.keyboard('(555) 010-0001');
    expect(input.value).toBe('5550100001');
    await user.clear(input);
    await user.click(input);
    await user.paste('+1 555 010 0001');
    expect(input.value).toBe('5550100001');
    await user.clear(input);
    await user.keyboard('5550100001234');
    expect(input.value).toBe('55501000012');
  });

  it('unlocks the phone input on focus', async () => {
    renderPhoneLogin();
    const input = await screen.findByLabelText<HTMLInputElement>('Phone number');
    expect(input.readOnly).toBe(true);
    fireEvent.focus(input);
    expect(input.readOnly).toBe(false);
  });

  it('reads Sending... while the code is sent, then goes to /auth/verify with the number kept', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPhoneLogin();
    await user.click(await screen.findByLabelText('Phone number'));
    await user.keyboard('5550100001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v1/auth/send-code');
    expect(JSON.parse(String(init.body))).toEqual({ phoneNumber: '+15550100001' });
    answer(json(200, { challengeName: 'CUSTOM_CHALLENGE', resendAfterSeconds: 120 }));
    expect(await screen.findByText('verify screen')).toBeTruthy();
    expect(readPhoneAuthState()).toEqual({ countryCode: '+1', digits: '5550100001' });
  });

  it('shows the unexpected-response text for any other answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { challengeName: 'NEW_PASSWORD_REQUIRED' })),
    );
    const user = userEvent.setup();
    renderPhoneLogin();
    await user.click(await screen.findByLabelText('Phone number'));
    await user.keyboard('5550100001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unexpected authentication response. Please try again.',
    );
  });

  it('shows the server’s text when a new code is asked for too soon', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(429, {
          code: 'LimitExceededException',
          message: 'A new code can be requested in 70 seconds.',
        }),
      ),
    );
    const user = userEvent.setup();
    renderPhoneLogin();
    await user.click(await screen.findByLabelText('Phone number'));
    await user.keyboard('5550100001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A new code can be requested in 70 seconds.');
    expect(screen.queryByText('verify screen')).toBeNull();
  });

  it('offers the spec’s 23 country codes, +1 first and selected', async () => {
    renderPhoneLogin();
    const select = await screen.findByLabelText<HTMLSelectElement>('Country code');
    expect(select.value).toBe('+1');
    expect([...select.options].map((option) => option.value)).toEqual(
      '+1 +44 +33 +49 +39 +34 +31 +46 +47 +45 +41 +43 +32 +351 +91 +86 +81 +82 +61 +64 +55 +52 +54'.split(
        ' ',
      ),
    );
  });
});
