import type { RosterMember } from '@linksight/api-contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RosterCard } from './roster-card';

const member = (extra: Partial<RosterMember>): RosterMember => ({
  accountId: 34,
  firstName: 'Yuna',
  lastName: 'Stroud',
  role: 'coach',
  isPublic: false,
  username: null,
  imgUrl: null,
  gradYear: null,
  scoringAverage: null,
  scoringRounds: null,
  handicapIndex: null,
  hasFigures: false,
  ...extra,
});

function renderCard(m: RosterMember) {
  const { container } = render(
    <MemoryRouter>
      <RosterCard member={m} hosts={undefined} />
    </MemoryRouter>,
  );
  return { card: screen.getByTestId('roster-card'), images: container.querySelectorAll('img') };
}

describe('roster card avatar', () => {
  it('shows a coach without a photo by initials, not an empty circle, and asks for no image', () => {
    const { card, images } = renderCard(member({}));
    expect(card.textContent).toContain('YS');
    expect(images).toHaveLength(0);
  });

  it('shows initials for a public member without a photo instead of asking for one (a 404)', () => {
    const { card, images } = renderCard(
      member({ role: 'player', isPublic: true, username: 'yuna.stroud', firstName: 'Yuna', imgUrl: null }),
    );
    expect(card.textContent).toContain('YS');
    expect(images).toHaveLength(0);
  });

  it('keeps the photo of a public member who has one', () => {
    const { images } = renderCard(
      member({
        role: 'player',
        isPublic: true,
        username: 'yuna.stroud',
        imgUrl: '/api/v1/accounts/34/image',
      }),
    );
    expect(images[0]?.getAttribute('src')).toBe('/api/v1/accounts/34/image');
  });
});
