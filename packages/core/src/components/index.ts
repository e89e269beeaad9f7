export type { ComponentDefinition, ComponentFamily, PropertySchema, SchemaFragment, ValueKind } from './definition';
export { commonProperties, pickCommon, SIZE_KEYWORDS, SPACING_VALUES, COLUMN_SPLITS, SIZE_PATTERN } from './common';
export { componentDefinitions, getComponentDefinition } from './registry';
