/**
 * Limits that keep parsing safe on hostile or broken input (documented in docs/specification.md).
 * Real forms are well below each of them.
 */

/**
 * Largest specification accepted, in characters (5 MiB). The yaml package needs about a second per
 * megabyte of dense YAML; above this a paste accident would freeze the designer, so it is refused at once.
 */
export const MAX_SPEC_CHARS = 5 * 1024 * 1024;

/** Deepest nesting of mappings and sequences accepted; a real form with ten nested containers needs ~40. */
export const MAX_DEPTH = 256;

/** Most nodes that aliases (`*name`) may expand to in total: an alias bomb stops here. */
export const MAX_ALIAS_NODES = 10_000;

/** Most YAML syntax errors reported for one text (the rest would only repeat the first). */
export const MAX_SYNTAX_ERRORS = 50;
