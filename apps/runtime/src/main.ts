/**
 * The entry of the standalone runtime bundle (`formwright-runtime.js`, a classic script): it defines
 * `window.Formwright.mount(element, options)` (docs/embedding.md). See docs/embedding.md.
 */
import '@formwright/react/styles.css';
// Registers the modules lazily loaded views share with this bundle (build/sharedModules.ts).
import 'virtual:formwright-shared';
import { mount } from './mount';
import type { MountHandle, MountOptions } from './options';

/** The global a host page calls. */
export interface FormwrightGlobal {
  mount(element: HTMLElement, options: MountOptions): Promise<MountHandle>;
  readonly version: string;
}

const api: FormwrightGlobal = { mount, version: '0.1.0' };
(window as unknown as { Formwright: FormwrightGlobal }).Formwright = api;
