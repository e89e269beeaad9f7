/**
 * The "purify" chunk, loaded only when a form shows author HTML (HtmlBox, help): DOMPurify with
 * packages/react's policy code (sanitizeHtml.ts), as the sanitiser `@formwright/react/purifier` serves. The
 * main bundle reaches it through src/lazyPurifier.ts.
 */
import { bundledPurifier } from '@formwright/react/purifier';

export default bundledPurifier;
