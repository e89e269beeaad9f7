/**
 * @formwright/core: the framework-free heart of Formwright. This entry (`.`) is a convenience for Node
 * tools: the authoring entry and the headless entry together. Browser code imports
 * `@formwright/core/runtime` (and `/script` lazily); see docs/architecture.md "Entry points".
 */
export * from './authoring';
export * from './headless';
