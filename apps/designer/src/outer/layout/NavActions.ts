import { createContext, useContext, useEffect } from 'react';

/** What a screen adds to the top navigation (the editor: 'Save changes' and 'Export as file'). */
export interface NavActions {
  readonly save?: () => void;
  readonly exportFile?: () => void;
  /** 'Export as…' entries in other formats (FHIR Questionnaire, MRRT template), each a menu item. */
  readonly exportAs?: readonly { readonly label: string; readonly run: () => void }[];
  /** Lights the Save button. */
  readonly unsaved?: boolean;
}

/** Setter of the navigation's screen actions, provided by the Shell. */
export const NavActionsContext = createContext<(actions: NavActions | undefined) => void>(() => undefined);

/** Puts a screen's actions into the top navigation while the screen is shown. */
export function useNavActions(actions: NavActions | undefined): void {
  const set = useContext(NavActionsContext);
  useEffect(() => {
    set(actions);
    return () => set(undefined);
  }, [set, actions]);
}
