// Vite's import.meta.glob, as the compiled-form tests use it to read every fixture form as text.
interface ImportMeta {
  glob(
    pattern: string | readonly string[],
    options: { readonly query: '?raw'; readonly import: 'default'; readonly eager: true },
  ): Record<string, string>;
}
