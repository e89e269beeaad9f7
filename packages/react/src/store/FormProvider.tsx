import type { ReactNode } from 'react';
import type { FormStore } from '@formwright/core/runtime';
import { FormStoreContext } from './FormContext';

/** Puts a form store in context for the views below it. */
export function FormProvider({ store, children }: { store: FormStore; children: ReactNode }) {
  return <FormStoreContext.Provider value={store}>{children}</FormStoreContext.Provider>;
}
