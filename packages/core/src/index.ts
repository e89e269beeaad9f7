/**
 * @formwright/core: the framework-free heart of Formwright. Specification parsing and validation,
 * component definitions, the expression language and helper library, the engine and the outputs.
 */
export * from './diagnostics';
export * from './components';
export type { BehaviourContext, ComponentBehaviour, ComponentInput } from './components/behaviour';
export * from './expr';
export * from './spec';
export * from './engine';
export * from './output';
export * from './headless';
