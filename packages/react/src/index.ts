/** `@formwright/react`: the form view, one view per component type, themes. */
export { FormProvider } from './store/FormProvider';
export { useFormStore } from './store/FormContext';
export { useFormSelector } from './store/useFormSelector';
export { useComponent } from './store/useComponent';
export { useUpdate } from './store/useUpdate';
export { defaultViews } from './views/index';
export type { ViewMap, ViewProps, ComponentTypeName } from './views/types';
