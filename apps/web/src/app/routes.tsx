import { redirect, type RouteObject } from 'react-router';
import { RouteError } from '../components/ui/route-error';
import { PROFILE_FEATURES, type ProfileFeature } from '../features/profile/utils/feature-access';
import { REPORT_ROUTE_NAMES } from '../features/reports/utils/report-routes';
import { requireAuth } from './guards';
import { guardedScreen } from './guarded-screen';
import { AppLoading } from './layouts/app-loading';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import * as home from './routes/home';
import type { ProfileRouteMode } from './routes/profile/resolve-profile-route';

const toHome = () => redirect('/');

const profileChildRoutes = () => import('./routes/profile/profile-child-routes');

/** Route paths of the profile pages (spec 1 §2.3); schedule carries its tab. */
const FEATURE_ROUTE_PATHS: Record<ProfileFeature, string> = {
  summary: 'summary',
  resume: 'resume',
  schedule: 'schedule/:tab',
  'my-rounds': 'my-rounds',
  gallery: 'gallery',
  'data-analysis': 'data-analysis',
  stats: 'stats',
  'report-viewer': 'report-viewer',
};

function profileRoute(path: string, mode: ProfileRouteMode): RouteObject {
  const defaultTab = (isOrganizationAllowed: boolean) => async () => {
    const m = await profileChildRoutes();
    return { loader: m.createDefaultTabLoader(mode, { isOrganizationAllowed }), Component: m.Empty };
  };
  return {
    path,
    lazy: async () => {
      const m = await import('./routes/profile/profile-layout-route');
      return { loader: m.createProfileLayoutLoader(mode), Component: m.ProfileLayoutRoute };
    },
    children: [
      { index: true, lazy: defaultTab(true) },
      { path: 'dashboard', lazy: defaultTab(false) },
      ...PROFILE_FEATURES.map((feature): RouteObject => ({
        path: FEATURE_ROUTE_PATHS[feature],
        lazy: async () => {
          const m = await profileChildRoutes();
          return {
            loader: m.createFeatureLoader(mode, feature),
            Component: m.createFeatureComponent(feature),
          };
        },
      })),
      {
        path: 'schedule',
        lazy: async () => {
          const m = await profileChildRoutes();
          return { loader: m.createFeatureLoader(mode, 'schedule'), Component: m.Empty };
        },
      },
      ...(mode === 'root'
        ? [
            {
              path: ':playerGroup',
              lazy: async () => {
                const m = await profileChildRoutes();
                return { loader: m.playerGroupLoader, Component: m.Empty };
              },
            },
          ]
        : []),
      { path: '*', loader: toHome },
    ],
  };
}

/** spec 1 §2.1 experimental routes: left out of production builds entirely (and their chunks with them). */
const experimentalRoutes: RouteObject[] = import.meta.env.PROD
  ? []
  : [
      { path: 'experimental/shot-dispersion-chart', lazy: () => import('./routes/experimental') },
      { path: 'experimental/config-compare-stats', lazy: () => import('./routes/experimental') },
    ];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: AppLoading,
    children: [
      {
        Component: SiteLayout,
        ErrorBoundary: RouteError,
        children: [
          // issue 23: the home page is part of the entry chunk, so its hero paints in the first render
          // instead of after one more round trip (Lighthouse `/`: LCP 2.6–2.7 → 1.8–2.1 s; JS of search and
          // the dashboard did not grow: ARCHITECTURE.md, tenth pass).
          { index: true, loader: home.loader, Component: home.Component },
          {
            lazy: () => import('./layouts/query-layout'),
            children: [
              { path: 'golf/search', lazy: () => import('./routes/search') },
              { path: 'store-redirect', lazy: () => import('./routes/store-redirect') },
              {
                path: 'auth',
                children: [
                  {
                    index: true,
                    lazy: () => import('./routes/auth').then((m) => ({ Component: m.PhoneLoginRoute })),
                  },
                  {
                    path: 'phone',
                    lazy: () => import('./routes/auth').then((m) => ({ Component: m.PhoneLoginRoute })),
                  },
                  {
                    path: 'verify',
                    lazy: () => import('./routes/auth').then((m) => ({ Component: m.VerifyRoute })),
                  },
                  {
                    path: 'alternative',
                    lazy: () => import('./routes/auth').then((m) => ({ Component: m.AlternativeLoginRoute })),
                  },
                  { path: '*', loader: toHome },
                ],
              },
              {
                path: 'payment',
                children: [
                  {
                    index: true,
                    lazy: () => import('./routes/payment').then((m) => ({ Component: m.PaymentPlan })),
                  },
                  {
                    path: 'success',
                    lazy: () => import('./routes/payment').then((m) => ({ Component: m.PaymentSuccess })),
                  },
                  {
                    path: 'cancel',
                    lazy: () => import('./routes/payment').then((m) => ({ Component: m.PaymentCancel })),
                  },
                  { path: '*', loader: toHome },
                ],
              },
              { path: 'dashboard', ...guardedScreen(() => import('./routes/dashboard')) },
              {
                path: 'account',
                loader: requireAuth,
                children: [
                  { path: 'profile', ...guardedScreen(() => import('./routes/account-profile')) },
                  { path: 'import', ...guardedScreen(() => import('./routes/account-import')) },
                  {
                    path: 'api-access',
                    ...guardedScreen(() => import('./routes/account-api-access')),
                  },
                  { path: 'export', ...guardedScreen(() => import('./routes/account-export')) },
                  { index: true, loader: () => redirect('/account/import') },
                ],
              },
              { path: 'org/:identifier/:playerGroup?', lazy: () => import('./routes/organization') },
            ],
          },
        ],
      },
      {
        lazy: () => import('./layouts/query-layout'),
        children: [
          {
            path: 'cgr',
            lazy: () => import('./routes/cgr'),
            children: [
              ...REPORT_ROUTE_NAMES.map((name): RouteObject => ({
                path: name,
                lazy: () => import('./routes/cgr-report'),
              })),
              { index: true, loader: toHome },
              { path: '*', loader: toHome },
            ],
          },
          ...experimentalRoutes,
          profileRoute('player/:username', 'player'),
          // Root-shaped profile (and organisation on the team host / localhost): see resolve-profile-route.ts.
          profileRoute(':username', 'root'),
        ],
      },
      { path: '*', loader: toHome },
    ],
  },
];
