/**
 * The "purify" chunk, loaded only when a form shows author HTML (HtmlBox, help): DOMPurify. The main
 * bundle reaches it through src/lazyPurifier.ts.
 */
import DOMPurify from 'dompurify';

export default DOMPurify;
