import { createContext, useContext } from 'react';
import type { FormRepository } from '../api/formRepository';
import type { Operations } from '../api/operations';
import type { Session } from './startSession';

/** What every screen of the outer app reads: the session, the operations and the form store in use. */
export interface AppContextValue {
  readonly session: Session;
  readonly ops: Operations;
  readonly forms: FormRepository;
  readonly colorMode: 'dark' | 'light';
  readonly setColorMode: (mode: 'dark' | 'light') => void;
  /** The banner texts currently shown above the screen (upgrade soon, …). */
  readonly upgrading: boolean;
}

/** The app context; the App component provides it after start. */
export const AppContext = createContext<AppContextValue | undefined>(undefined);

/** Reads the app context (only below App). */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside App');
  return value;
}
