/**
 * The routes table (routes.ts) turned into react-router routes: each screen is one lazy page under
 * src/pages/<screen>/, wrapped in the role guard and the shell (top navigation, banners).
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { Shell } from './layout/Shell';
import { RoleGuard } from './layout/RoleGuard';
import { ROUTES, type ScreenId } from './routes';

/** One page component per screen; a second designer helper fills in the screens still marked so. */
const screens: Record<ScreenId, LazyExoticComponent<ComponentType>> = {
  formList: lazy(() => import('./pages/formList/FormListPage')),
  editor: lazy(() => import('./pages/editor/EditorPage')),
  publicPreview: lazy(() => import('./pages/preview/PreviewPage')),
  dataProviders: lazy(() => import('./pages/dataProviders/DataProvidersPage')),
  userAdmin: lazy(() => import('./pages/userAdmin/UserAdminPage')),
  providerAdmin: lazy(() => import('./pages/providerAdmin/ProviderAdminPage')),
  releaseNotes: lazy(() => import('./pages/releaseNotes/ReleaseNotesPage')),
  usersGuide: lazy(() => import('./pages/usersGuide/UsersGuidePage')),
  about: lazy(() => import('./pages/about/AboutPage')),
  templateView: lazy(() => import('./pages/templateView/TemplateViewPage')),
};

/** The react-router route objects of the routes table. */
export function routeObjects(): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: ROUTES.map((route) => {
        const Page = screens[route.screen];
        return {
          path: route.path,
          element: (
            <RoleGuard minRole={route.minRole} screen={route.screen}>
              <Suspense fallback={<p className="fw-loading">Loading, please wait...</p>}>
                <Page />
              </Suspense>
            </RoleGuard>
          ),
        };
      }),
    },
  ];
}
