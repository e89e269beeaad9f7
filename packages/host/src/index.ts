/**
 * @formwright/host: the IDS7 host hooks (docs/embedding.md#the-host-hooks). The standalone runtime's mount
 * and the designer's host simulator (/TemplateView) install the very same hooks; no React.
 */
export {
  createHostHooks,
  HOOK_NAMES,
  installHostHooks,
  NO_GET_DATA,
  requestProviderData,
  type HostHooks,
} from './hostApi';
