// The entry of an analysis worker thread (pool.ts). The server runs its TypeScript through tsx (`npm start`,
// `formwright serve`, the tests), and a worker thread does not inherit the hooks tsx registered in the main
// thread, so it registers them itself before it loads the tasks.
import { register } from 'tsx/esm/api';

register();
await import('./tasks.ts');
