// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, dropDraft, readDraft, writeDraft } from './drafts';

describe('local drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps unsaved text per form until it is dropped', () => {
    writeDraft('new', { yaml: 'a: 1', script: '', baseVersion: undefined });
    expect(readDraft('new')).toEqual({ yaml: 'a: 1', script: '' });
    dropDraft('new');
    expect(readDraft('new')).toBeUndefined();
  });

  it('ignores a kept value that is not a draft', () => {
    localStorage.setItem(draftKey('x'), '{"nope":1}');
    expect(readDraft('x')).toBeUndefined();
    localStorage.setItem(draftKey('y'), 'not json');
    expect(readDraft('y')).toBeUndefined();
  });
});
