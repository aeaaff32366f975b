import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/session';
import { AccountAvatar } from './account-avatar';

const PHOTO = new Blob(['png'], { type: 'image/png' });

function serve(answer: (url: string, init: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => `blob:photo-${blob.size}` }));
  return fetchMock;
}

afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

describe('AccountAvatar (spec 1 §7, spec 2 §6)', () => {
  it("shows a private website's photo to a logged-in viewer, asked for with their token", async () => {
    setToken(`e30.${btoa(JSON.stringify({ sub: '7', exp: 4_000_000_000 }))}.sig`);
    const fetchMock = serve((_url, init) =>
      new Headers(init.headers).get('Authorization')?.startsWith('Bearer ')
        ? new Response(PHOTO, { status: 200, headers: { 'content-type': 'image/png' } })
        : new Response('{}', { status: 404 }),
    );
    render(<AccountAvatar accountId={7} name="Jordan Lee" />);
    const img = screen.getByRole('img', { name: 'Jordan Lee' });
    expect(img.getAttribute('src')).toBe('/api/v1/accounts/7/image');
    fireEvent.error(img);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Jordan Lee' }).getAttribute('src')).toMatch(/^blob:photo-/),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/accounts/7/image');
  });

  it('falls back to the default image for a visitor, without asking again', async () => {
    const fetchMock = serve(() => new Response('{}', { status: 404 }));
    render(<AccountAvatar accountId={8} name="Noah Stroud" />);
    fireEvent.error(screen.getByRole('img', { name: 'Noah Stroud' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Noah Stroud' }).getAttribute('src')).toMatch(
        /Default%20profile%20image/,
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
