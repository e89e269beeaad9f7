export type * from './model';
export { parseSpec, type ParseSpecOptions } from './parseSpec';
export { formatJsonSchema } from './jsonSchema';
export { BUILTIN_PROVIDERS, CONFLICTING_PROVIDERS, providerOf } from './providers';
export { ID_PATTERN, RESERVED_IDS, AUTO_ID_PREFIX, isReservedId, isValidId } from './identifiers';
export { MAX_SPEC_CHARS, MAX_DEPTH, MAX_ALIAS_NODES } from './limits';
export { metadataSchema, TOP_LEVEL_KEYS } from './sectionSchemas';
export { HIDDEN_IDS } from './buildModel';
export { SPEC_CODES } from './specCodes';
