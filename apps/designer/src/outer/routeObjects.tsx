/**
 * The routes table (routes.ts) turned into react-router routes: each screen is one page under
 * src/pages/<screen>/, loaded by the route's `lazy` (react-router fetches the chunk before it renders the
 * route, so a navigation keeps the current screen until the next is ready, and no Suspense fallback holds
 * the first screen back: React reveals content behind a shown fallback at most every 300 ms), wrapped in
 * the role guard and the shell (top navigation, banners).
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Shell } from './layout/Shell';
import { RoleGuard } from './layout/RoleGuard';
import { ROUTES, type ScreenId } from './routes';

type PageModule = Promise<{ default: ComponentType }>;

/** One page module per screen, each its own chunk. */
const screens: Record<ScreenId, () => PageModule> = {
  formList: () => import('./pages/formList/FormListPage'),
  editor: () => import('./pages/editor/EditorPage'),
  publicPreview: () => import('./pages/preview/PreviewPage'),
  dataProviders: () => import('./pages/dataProviders/DataProvidersPage'),
  userAdmin: () => import('./pages/userAdmin/UserAdminPage'),
  providerAdmin: () => import('./pages/providerAdmin/ProviderAdminPage'),
  releaseNotes: () => import('./pages/releaseNotes/ReleaseNotesPage'),
  usersGuide: () => import('./pages/usersGuide/UsersGuidePage'),
  about: () => import('./pages/about/AboutPage'),
  templateView: () => import('./pages/templateView/TemplateViewPage'),
};

/** The react-router route objects of the routes table. */
export function routeObjects(): RouteObject[] {
  return [
    {
      element: <Shell />,
      hydrateFallbackElement: <p className="fw-loading">Loading, please wait...</p>,
      children: ROUTES.map((route) => ({
        path: route.path,
        lazy: async () => {
          const { default: Page } = await screens[route.screen]();
          return {
            element: (
              <RoleGuard minRole={route.minRole} screen={route.screen}>
                <Page />
              </RoleGuard>
            ),
          };
        },
      })),
    },
  ];
}
