/**
 * The IDS7 host hooks (docs/embedding.md#the-host-hooks). They live in packages/host (`@formwright/host`),
 * which the designer's /TemplateView shares, so the runtime and the designer's host simulator install the
 * very same hooks.
 */
export {
  createHostHooks,
  HOOK_NAMES,
  installHostHooks,
  NO_GET_DATA,
  requestProviderData,
  type HostHooks,
} from '@formwright/host';
