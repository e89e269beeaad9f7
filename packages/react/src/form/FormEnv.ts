import { createContext, useContext } from 'react';
import type { ViewMap } from '../views/types';

/** What the whole form shares with its views besides the store: theme, mode and the root element. */
export interface FormEnv {
  readonly theme: 'dark' | 'light';
  readonly inPacs: boolean;
  readonly buildMode: boolean;
  /** The form's root element, for views that look up another component on screen (MandatoryFields). */
  readonly root: () => HTMLElement | null;
  /** Hosts besides the page's own origin that author HTML's images and links may reach (sanitizeHtml.ts). */
  readonly allowedHosts: readonly string[];
}

/** Outside a FormView (a view rendered alone under a FormProvider): dark, not in PACS, not build mode. */
const FALLBACK: FormEnv = {
  theme: 'dark',
  inPacs: false,
  buildMode: false,
  root: () => null,
  allowedHosts: [],
};

/** The form environment context; FormView provides it. */
export const FormEnvContext = createContext<FormEnv>(FALLBACK);

/** The enclosing form's environment. */
export function useFormEnv(): FormEnv {
  return useContext(FormEnvContext);
}

/**
 * The views map context; FormView provides `defaultViews` merged with its `views` prop. Kept apart from
 * `views/index.ts` so container views can render children without an import cycle.
 */
export const ViewsContext = createContext<ViewMap | null>(null);

/** The view map of the enclosing FormView (containers render their children through ComponentView). */
export function useViews(): ViewMap {
  const views = useContext(ViewsContext);
  if (!views) throw new Error('useViews: no FormView above this component');
  return views;
}
