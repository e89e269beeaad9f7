import { describe, expect, it } from 'vitest';
import { providerResults } from './providerResults';

describe('providerResults', () => {
  it.each([
    [{ Patient: { name: 'Ada' } }, [{ providerName: 'Patient', providerData: [{ name: 'Ada' }] }]],
    [
      { Exam: [{ code: 'CT' }, { code: 'MR' }] },
      [{ providerName: 'Exam', providerData: [{ code: 'CT' }, { code: 'MR' }] }],
    ],
    [{ Patient: {}, Exam: [], User: null, Count: 3 }, []],
    [{ Patient: { name: 'Ada' }, Exam: {} }, [{ providerName: 'Patient', providerData: [{ name: 'Ada' }] }]],
    [{}, []],
  ])('%j gives %j', (propValues, expected) => {
    expect(providerResults(propValues)).toEqual(expected);
  });
});
