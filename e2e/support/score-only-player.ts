import { type APIRequestContext } from '@playwright/test';
import { expect } from './test';
import { signUpByCode, type ApiSession } from './api-login';

const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5, 4];

/**
 * Signs a new player up (a phone number no other spec reads) and imports three rounds as the import page
 * sends a CSV's: scores and putts only, no shots, no pins, a private course without hole lengths.
 */
export async function scoreOnlyPlayer(request: APIRequestContext, phone: string): Promise<ApiSession> {
  const session = await signUpByCode(request, phone);
  const course = {
    externalId: 'csv:cedar flats',
    name: 'Cedar Flats',
    visibility: 'private',
    tees: [{ name: 'White', rating: 72, slope: 113, yardages: PARS.map(() => 0) }],
    holes: PARS.map((par, i) => ({ number: i + 1, par })),
  };
  const rounds = [7, 21, 35].map((daysAgo, k) => ({
    courseExternalId: course.externalId,
    teeName: 'White',
    playedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    roundType: 1,
    holeCount: 18,
    holes: PARS.map((par, i) => ({ number: i + 1, par, score: par + ((i + k) % 3 === 0 ? 1 : 0), putts: 2 })),
  }));
  const res = await request.post(`/api/v1/players/${session.accountId}/rounds/import`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { courses: [course], rounds },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return session;
}
