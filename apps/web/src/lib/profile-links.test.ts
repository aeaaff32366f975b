import { describe, expect, it } from 'vitest';
import { getAccountLink, getOrganizationLink } from './profile-links';

const noHosts = { playerHost: null, teamHost: null };
const hosts = { playerHost: 'players.example.com', teamHost: 'teams.example.com' };

describe('search result links (spec 1 §2.5)', () => {
  it('opens an account at /player/{username} without a player host', () => {
    expect(getAccountLink('jsmith', noHosts, 'app.example.com')).toEqual({
      kind: 'internal',
      to: '/player/jsmith',
    });
    expect(getAccountLink('jsmith', undefined, 'app.example.com')).toEqual({
      kind: 'internal',
      to: '/player/jsmith',
    });
  });

  it('opens an account at /{username} on the player host', () => {
    expect(getAccountLink('jsmith', hosts, 'app.example.com')).toEqual({
      kind: 'external',
      href: 'http://players.example.com/jsmith',
    });
    expect(getAccountLink('jsmith', hosts, 'players.example.com')).toEqual({
      kind: 'internal',
      to: '/jsmith',
    });
  });

  it('opens an organisation at /org/{short} or /{short} on the team host, with the roster id or All', () => {
    expect(getOrganizationLink('LSU', undefined, noHosts, 'app.example.com')).toEqual({
      kind: 'internal',
      to: '/org/LSU',
    });
    expect(getOrganizationLink('LSU', 12, noHosts, 'app.example.com')).toEqual({
      kind: 'internal',
      to: '/org/LSU/12',
    });
    expect(getOrganizationLink('LSU', 'All', hosts, 'app.example.com')).toEqual({
      kind: 'external',
      href: 'http://teams.example.com/LSU/All',
    });
  });
});
