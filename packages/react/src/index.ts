/** `@formwright/react`: the form view, one view per component type, themes. */
export { FormView, type FormViewProps } from './form/FormView';
export { SPACING_GAPS } from './form/spacing';
export { ComponentView, ComponentList } from './form/ComponentView';
export { FormErrorBoundary, BOUNDARY_TEXTS } from './form/FormErrorBoundary';
export { useFormEnv, useViews, type FormEnv } from './form/FormEnv';
export { useTexts } from './form/useTexts';
export { buildErrors, type BuildError } from './form/buildErrors';
export { HiddenInputs } from './hidden/HiddenInputs';
export { formHiddenInputs } from './hidden/formHiddenInputs';
export { useImageSink, type ImageSink } from './hidden/ImageSink';
export {
  createHostHooks,
  HOOK_NAMES,
  installHostHooks,
  NO_GET_DATA,
  requestProviderData,
  type HostHooks,
} from './host/hostApi';
export { Icon } from './icons/Icon';
export type { IconName } from './icons/icons';
export { FormProvider } from './store/FormProvider';
export { useFormStore } from './store/FormContext';
export { useFormSelector } from './store/useFormSelector';
export { useComponent } from './store/useComponent';
export { useUpdate } from './store/useUpdate';
export { defaultViews } from './views/index';
export type { ViewMap, ViewProps, ComponentTypeName } from './views/types';
