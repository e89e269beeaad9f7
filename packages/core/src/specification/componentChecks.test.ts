import { describe, it } from 'vitest';
import { COMPONENT_CASES } from './testing/componentCases';
import { checkCase } from './testing/specCaseCheck';

describe('parseSpec reports each component-level catalogue message with its place', () => {
  it.each(COMPONENT_CASES.map((r) => [r.name, r] as const))('%s', (_name, row) => checkCase(row));
});
