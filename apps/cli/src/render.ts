import type { RenderOptions } from './main';

/** `formwright render`: not built yet (the engine issue). */
export async function renderCommand(_form: string, _opts: RenderOptions): Promise<number> {
  process.stderr.write('formwright render is not available yet\n');
  return 2;
}
