import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { getToken } from '../../../lib/session';
import { savePhoneAuthState, storeReturnUrl } from '../utils/auth-storage';
import { VerifyCodeScreen } from './verify-code-screen';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderVerify() {
  const router = createMemoryRouter(
    [
      { path: '/auth/verify', Component: VerifyCodeScreen },
      { path: '/auth/phone', Component: () => <p>phone screen</p> },
      { path: '/dashboard', Component: () => <p>dashboard</p> },
      { path: '/player/:name', Component: () => <p>profile</p> },
    ],
    { initialEntries: ['/auth/verify'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const box = (n: number) => screen.getByLabelText<HTMLInputElement>(`Digit ${n} of 6`);
const typeCode = (code: string) =>
  [...code].forEach((digit, index) => fireEvent.change(box(index + 1), { target: { value: digit } }));

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('VerifyCodeScreen (spec 1 §4.2)', () => {
  it('goes back to /auth/phone without phone state when logged out', async () => {
    renderVerify();
    expect(await screen.findByText('phone screen')).toBeTruthy();
  });

  it('shows the masked number and the countdown, then confirms by itself after the sixth digit', async () => {
    savePhoneAuthState({ countryCode: '+1', digits: '5550100001' });
    storeReturnUrl('/player/jamie');
    const fetchMock = vi.fn(async (path: string) =>
      path.endsWith('/verify-code')
        ? json(200, { accessToken: 'header.eyJzdWIiOiI3In0.sig', account: {} })
        : json(200, { accountId: 7 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderVerify();
    expect(await screen.findByText('+1 ******0001')).toBeTruthy();
    expect(screen.getByText(/allow up to 2 minutes/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend Code (2:00)' })).toHaveProperty('disabled', true);

    typeCode('12345');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fetchMock).not.toHaveBeenCalled();
    typeCode('123456');
    expect(fetchMock).not.toHaveBeenCalled(); // about 0.1 s later, not at once
    expect(await screen.findByText('profile')).toBeTruthy();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v1/auth/verify-code');
    expect(JSON.parse(String(init.body))).toEqual({ phoneNumber: '+15550100001', code: '123456' });
    expect(fetchMock.mock.calls.map(([p]) => p)).toContain('/api/v1/auth/me');
    expect(getToken()).toBe('header.eyJzdWIiOiI3In0.sig');
  });

  it('on a wrong code shows the error, clears the boxes and focuses the first', async () => {
    savePhoneAuthState({ countryCode: '+1', digits: '5550100001' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { code: 'CodeMismatchException', message: 'x' })),
    );
    renderVerify();
    await screen.findByText('+1 ******0001');
    typeCode('999999');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid verification code. Please try again.',
    );
    await waitFor(() => expect(document.activeElement).toBe(box(1)));
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).toBe('');
  });

  it('an incomplete Confirm marks the empty boxes and sends nothing', async () => {
    savePhoneAuthState({ countryCode: '+1', digits: '5550100001' });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderVerify();
    await screen.findByText('+1 ******0001');
    typeCode('12');
    expect(box(3).getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(box(1).getAttribute('aria-invalid')).toBe('false');
    expect(box(3).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('enables Resend at zero; a resend restarts the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    savePhoneAuthState({ countryCode: '+44', digits: '7700900123' });
    const fetchMock = vi.fn(async () =>
      json(200, { challengeName: 'CUSTOM_CHALLENGE', resendAfterSeconds: 120 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderVerify();
    await screen.findByText('+44 ******0123');
    await act(async () => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('button', { name: 'Resend Code (0:59)' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(60_000));
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    fireEvent.click(resend);
    expect(await screen.findByRole('button', { name: 'Resend Code (2:00)' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/resend-code', expect.anything());
    expect(document.activeElement).toBe(box(1));
  });

  it('a resend refused as too soon shows the server’s text and keeps Resend available', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    savePhoneAuthState({ countryCode: '+1', digits: '5550100001' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(429, {
          code: 'LimitExceededException',
          message: 'A new code can be requested in 70 seconds.',
        }),
      ),
    );
    renderVerify();
    await screen.findByText('+1 ******0001');
    await act(async () => vi.advanceTimersByTime(121_000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A new code can be requested in 70 seconds.');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toHaveProperty('disabled', false);
  });
});
