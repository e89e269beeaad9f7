import type { CompiledTemplate, EvalScope } from './contract';
import { overlayScope } from './overlayScope';
import { compileTemplate } from './template';

const cache = new Map<string, CompiledTemplate>();
const CACHE_LIMIT = 500;

/** A compiled template for a text, cached (formatters and item names repeat across renders). */
function templateOf(text: string | CompiledTemplate): CompiledTemplate {
  if (typeof text !== 'string') return text;
  let t = cache.get(text);
  if (!t) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    t = compileTemplate(text).template;
    cache.set(text, t);
  }
  return t;
}

/**
 * Renders a StaticText formatter (`formatter`, `emptyFormatter`, `nullFormatter`): `{value}` is the
 * component's value; other placeholders read the scope as usual (`{value} {unit.value}`).
 */
export function renderFormatter(
  formatter: string | CompiledTemplate,
  value: unknown,
  scope?: EvalScope,
): string {
  return templateOf(formatter).render(overlayScope(scope, { value }));
}

/** The variables of a List item name (docs/components.md#list). */
export interface ItemNameVars {
  /** 1-based item number. */
  readonly index: number;
  /** 0-based item number. */
  readonly zindex: number;
  /** Number of items. */
  readonly count: number;
}

/** Renders a List item name (`Lesion {index} of {count}`); the default text is `listItemName` ('Item {index}'). */
export function renderItemName(
  itemName: string | CompiledTemplate,
  vars: ItemNameVars,
  scope?: EvalScope,
): string {
  return templateOf(itemName).render(
    overlayScope(scope, { index: vars.index, zindex: vars.zindex, count: vars.count }),
  );
}
