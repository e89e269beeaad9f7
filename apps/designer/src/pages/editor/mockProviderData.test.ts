import { describe, expect, it } from 'vitest';
import { mockProviderData } from './mockProviderData';

describe('mockProviderData', () => {
  it.each([
    ['{"name":"Ada"}', [{ name: 'Ada' }]],
    ['[{"name":"Ada"},{"name":"Bo"}]', [{ name: 'Ada' }, { name: 'Bo' }]],
    ['{}', undefined],
    ['[]', undefined],
    ['null', undefined],
    ['42', undefined],
    ['not json', undefined],
  ])('%s gives %j', (text, expected) => {
    expect(mockProviderData(text)).toEqual(expected);
  });
});
