import { describe, it } from 'vitest';
import { COMPONENT_CASES } from './componentCases';
import { checkCase } from './specCaseCheck';

describe('parseSpec reports each component-level catalogue message with its place', () => {
  it.each(COMPONENT_CASES.map((r) => [r.name, r] as const))('%s', (_name, row) => checkCase(row));
});
