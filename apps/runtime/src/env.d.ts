/** Style sheets are bundled by vite into formwright-runtime.css; importing one yields nothing. */
declare module '*.css';

/** Registers the shared modules on a global (apps/runtime/build/sharedModules.ts). */
declare module 'virtual:formwright-shared';
