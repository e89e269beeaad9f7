import type { CompiledSpec } from '@formwright/core/runtime';

/** A display theme (docs/embedding.md). */
export type Theme = 'dark' | 'light';

/**
 * The options of `window.Formwright.mount(element, options)` (docs/embedding.md): the specification (YAML or
 * JSON text, or the compiled form of a build), the form script, the theme (polled from the host's `<html>`
 * class every 100 ms when left out), PACS mode, build mode with its Ctrl+Alt+click callback, and a saved
 * custom state to restore.
 */
export interface MountOptions {
  readonly spec: string | CompiledSpec | Readonly<Record<string, unknown>>;
  readonly script?: string;
  readonly theme?: Theme;
  readonly inPacs?: boolean;
  readonly buildMode?: boolean;
  readonly onSpecLine?: (line: number) => void;
  readonly state?: unknown;
  /**
   * Hosts (`host` or `host:port`) that images and links in the form's HTML may reach besides the page's own
   * origin and data URIs (docs/embedding.md#author-html); none by default.
   */
  readonly allowedHosts?: readonly string[];
}

/** What `mount` resolves to: the one way to take the form down again. */
export interface MountHandle {
  unmount(): void;
}
