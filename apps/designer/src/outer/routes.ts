/**
 * The designer's routes (docs/users-guide.md#users-guide) as one table: each path, the screen folder under src/pages/
 * that renders it, and the least role that may open it. Form ids follow a GUID-like pattern.
 */
import { Role } from './session/roles';

/** A GUID-like form id: hex groups 8-4-4-4-12. */
export const GUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The provider's name in routes and role names (docs/architecture.md#architecture). */
export const PROVIDER = 'Formwright';

/** The screens, one folder each under src/pages/. */
export type ScreenId =
  | 'formList'
  | 'editor'
  | 'publicPreview'
  | 'dataProviders'
  | 'userAdmin'
  | 'providerAdmin'
  | 'releaseNotes'
  | 'usersGuide'
  | 'about'
  | 'templateView';

/** One row of the routes table. */
export interface RouteEntry {
  readonly path: string;
  readonly screen: ScreenId;
  /** The least role that may open it; undefined for public routes (no login needed). */
  readonly minRole: Role | undefined;
}

/** The routes table of docs/users-guide.md#users-guide, most specific first. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', screen: 'formList', minRole: Role.User },
  { path: '/preview/:previewId', screen: 'publicPreview', minRole: undefined },
  { path: '/preview/:previewId/:previewVersion', screen: 'publicPreview', minRole: undefined },
  { path: '/DataProviders', screen: 'dataProviders', minRole: Role.User },
  { path: '/UserAdmin', screen: 'userAdmin', minRole: Role.Admin },
  { path: `/${PROVIDER}Admin`, screen: 'providerAdmin', minRole: Role.ProviderAdmin },
  { path: '/help', screen: 'releaseNotes', minRole: undefined },
  { path: '/help/usersguide', screen: 'usersGuide', minRole: undefined },
  { path: '/help/about', screen: 'about', minRole: undefined },
  { path: '/TemplateView', screen: 'templateView', minRole: Role.User },
  { path: '/new', screen: 'editor', minRole: Role.User },
  { path: '/demo', screen: 'editor', minRole: Role.User },
  { path: '/fromFile', screen: 'editor', minRole: Role.User },
  { path: '/:id', screen: 'editor', minRole: Role.User },
  { path: '/:id/:version', screen: 'editor', minRole: Role.User },
];

/** What the editor route says about the form to open. */
export type EditorTarget =
  | { readonly kind: 'new' }
  | { readonly kind: 'demo' }
  | { readonly kind: 'fromFile' }
  | { readonly kind: 'saved'; readonly id: string; readonly version: number | undefined };

/**
 * Reads an editor path: /new, /demo, /fromFile (and paths starting with new or fromFile), /{id} (latest)
 * and /{id}/{version}. Undefined when the path is no editor path (an id that is not GUID-like).
 */
export function editorTarget(pathname: string): EditorTarget | undefined {
  const parts = pathname.split('/').filter(Boolean);
  const first = parts[0];
  if (first === undefined) return undefined;
  if (first === 'demo' && parts.length === 1) return { kind: 'demo' };
  if (first.startsWith('new')) return { kind: 'new' };
  if (first.startsWith('fromFile')) return { kind: 'fromFile' };
  if (!GUID_PATTERN.test(first) || parts.length > 2) return undefined;
  if (parts.length === 1) return { kind: 'saved', id: first, version: undefined };
  const version = Number(parts[1]);
  if (!Number.isInteger(version) || version < 1) return undefined;
  return { kind: 'saved', id: first, version };
}

/** The path of a saved form's version (where the editor navigates after a save). */
export function editorPath(id: string, version?: number): string {
  return version === undefined ? `/${id}` : `/${id}/${version}`;
}

/** The screen a path shows, or undefined for an unknown path. */
export function screenOf(pathname: string): RouteEntry | undefined {
  const parts = pathname.split('/').filter(Boolean);
  for (const route of ROUTES) {
    if (route.screen === 'editor') continue;
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    if (pattern.every((seg, i) => seg.startsWith(':') || seg.toLowerCase() === parts[i]?.toLowerCase()))
      return route;
  }
  if (editorTarget(pathname)) return ROUTES.find((r) => r.screen === 'editor');
  return undefined;
}
