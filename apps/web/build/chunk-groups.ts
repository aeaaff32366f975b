import path from 'node:path';

/** What rolldown tells a chunk-group `name` function about the module graph. */
type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: string[]; dynamicallyImportedIds: string[] } | null;
};

const src = (file: string) => path.join(import.meta.dirname, '..', 'src', file);

/** The home page: its few lazily loaded modules stay as rolldown splits them (its 170 KB budget). */
const HOME_ROOTS = [src('app/routes/home.tsx')];
/** What every page past home loads: the query layout, and the top bar's menus. */
const LAYOUT_ROOTS = [src('app/layouts/query-layout.tsx'), src('components/layouts/top-nav/top-nav.tsx')];
/** The search page, a public page of its own (Lighthouse target 95). */
const SEARCH_ROOTS = [src('app/routes/search.tsx')];

/**
 * The public profile dashboard as a first visit loads it (its static imports only: the child routes module
 * lazily imports every profile page). Its route has a JS budget of its own (issue 16: 200 KB on the shell).
 * A barrel's `importedIds` name every module it re-exports, so this over-counts a little (react-query's
 * index); the route's bytes are measured (bench `profileDashboardRouteJs`).
 */
const PROFILE_ROOTS = [
  src('app/routes/profile/profile-layout-route.tsx'),
  src('app/routes/profile/profile-child-routes.tsx'),
  src('features/profile-dashboard/components/profile-dashboard-page.tsx'),
  src('features/profile-dashboard/components/profile-widgets.ts'),
];

/** Every module `roots` import: statically, and lazily too when `isLazyFollowed`. */
function reachOf(roots: readonly string[], graph: ModuleGraph, isLazyFollowed = true): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(isLazyFollowed ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/** Computed once per build from its module graph (reset by `chunkGroupsPlugin` when a build starts). */
let reach: Record<'home' | 'layout' | 'profile' | 'search', Set<string>> | null = null;

/** Forgets the last build's graph, so a rebuild (`vite build --watch`) groups by its own. */
export const chunkGroupsPlugin = { name: 'linksight-chunk-groups', buildStart: () => void (reach = null) };

/**
 * issue 23: MUI and react-query modules that lazy pages share, as four chunks instead of ~40 of 1–9 KB.
 * Over HTTP/1.1 each chunk is a request of its own with ~1.2 KB of headers on one of six connections, so the
 * dashboard's page asked for 32 chunks in one wave (~1 s on Lighthouse's slow 4G). `layout`: what the query
 * layout and the top bar's menus use (every page past home); `profile-shared`: what else the public profile
 * dashboard uses; `search-shared`: what else the search page uses; `shared`: the rest, used by the
 * logged-in and other profile pages. Modules the home page reaches keep rolldown's own split (null), so the
 * home page loads none of them (with wider groups, rolldown put the home page's remaining modules into a
 * group chunk and the home page loaded it: ARCHITECTURE.md, fourth pass).
 */
export function sharedChunkOf(id: string, graph: ModuleGraph): string | null {
  reach ??= {
    home: reachOf(HOME_ROOTS, graph),
    layout: reachOf(LAYOUT_ROOTS, graph),
    profile: reachOf(PROFILE_ROOTS, graph, false),
    search: reachOf(SEARCH_ROOTS, graph),
  };
  if (reach.home.has(id)) return null;
  if (reach.layout.has(id)) return 'layout';
  if (reach.profile.has(id)) return 'profile-shared';
  return reach.search.has(id) ? 'search-shared' : 'shared';
}

/** Which modules the shared chunks may hold: libraries of many small modules, never a page's own code. */
export const SHARED_CHUNK_MODULES = /node_modules[\\/](@mui|@tanstack[\\/]react-query)[\\/]/;
