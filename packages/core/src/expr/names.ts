/** Names with a fixed meaning in every formula. */

/** Member names that never read anything: they lead to prototypes, not data. */
export const BLOCKED_MEMBERS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** The `ListItem.*` names (docs/specification.md#the-form-specification). */
export const LIST_ITEM_VARS: ReadonlySet<string> = new Set([
  'index',
  'zindex',
  'count',
  'prefix',
  'prefixBase',
]);

/** The name that reads the ListItem variables inside a list item. */
export const LIST_ITEM = 'ListItem';
