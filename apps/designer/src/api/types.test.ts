import { describe, expect, it } from 'vitest';
import { versionItemSchema } from '@formwright/api';
import type { VersionListItem } from './types';

describe('VersionListItem', () => {
  it('names every field the server sends for a version, SpecVersion among them', () => {
    // Exactly the keys of VersionListItem: the type check refuses a missing or an extra one.
    const fields: Record<keyof VersionListItem, true> = {
      Id: true,
      Version: true,
      SpecVersion: true,
      BuildNumber: true,
      Created: true,
      CreatedBy: true,
    };
    expect(Object.keys(fields).sort()).toEqual(Object.keys(versionItemSchema.properties).sort());
  });
});
