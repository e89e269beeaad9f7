import { createContext, useContext } from 'react';
import type { FormStore } from '@formwright/core/runtime';

/** The context holds the store, never the state: every read subscribes through useSyncExternalStore. */
export const FormStoreContext = createContext<FormStore | null>(null);

/** The store of the enclosing {@link FormProvider}; throws outside one (a programmer error). */
export function useFormStore(): FormStore {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error('useFormStore: no FormProvider above this component');
  return store;
}
