/** Style sheets are bundled by vite into formwright-runtime.css; importing one yields nothing. */
declare module '*.css';
