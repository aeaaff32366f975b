import type { OrgKey } from './cast';
import { logoFile } from './media-files';
import { ACADEMY, COLLEGE, HIGH_SCHOOL } from './names';
import type { DemoAccount, DemoMediaFile, DemoOrganization, DemoPlayer, OrganizationKind } from './types';

const ORGS: readonly { key: OrgKey; kind: OrganizationKind; info: typeof HIGH_SCHOOL }[] = [
  { key: 'hs', kind: 'high-school', info: HIGH_SCHOOL },
  { key: 'college', kind: 'college', info: COLLEGE },
  { key: 'academy', kind: 'academy', info: ACADEMY },
];

/** The three organisations with rosters for the current season (college: men's and women's). */
export function createOrganizations(
  players: readonly DemoPlayer[],
  orgOf: (p: DemoPlayer) => OrgKey | null,
  coaches: Record<OrgKey, DemoAccount>,
  season: string,
): { organizations: DemoOrganization[]; files: DemoMediaFile[] } {
  let rosterId = 1;
  const files: DemoMediaFile[] = [];
  const organizations = ORGS.map(({ key, kind, info }, i) => {
    const members = players.filter((p) => orgOf(p) === key);
    const coach = coaches[key].accountId;
    const groups =
      kind === 'college'
        ? [
            { name: "Men's Golf", ids: members.filter((p) => p.gender === 'M') },
            { name: "Women's Golf", ids: members.filter((p) => p.gender === 'F') },
          ]
        : [{ name: kind === 'academy' ? 'Performance Squad' : 'Varsity Golf', ids: members }];
    const imgUrl = `logos/${info.short.toLowerCase()}.svg`;
    files.push(logoFile(imgUrl, info.short, i + 3));
    return {
      organizationId: i + 1,
      kind,
      organizationName: info.name,
      organizationShort: info.short,
      phone: info.phone,
      address: info.address,
      imgUrl,
      rosters: groups.map((g) => ({
        rosterId: rosterId++,
        name: g.name,
        season,
        playerAccountIds: g.ids.map((p) => p.accountId),
        coachAccountIds: [coach],
      })),
    };
  });
  return { organizations, files };
}
