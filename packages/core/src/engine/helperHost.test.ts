import { describe, expect, test } from 'vitest';
import { formOf } from './testing';

describe('Get and GetDynamicAll read own data properties only', () => {
  test.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'Get and GetDynamicAll of the inherited member %s give empty',
    (member) => {
      const f = formOf(
        [
          '- Text: { id: name, value: Ada }',
          `- Text: { id: one, value: "=Get('name', '${member}')" }`,
          `- Text: { id: all, value: "=GetDynamicAll('nam*', '${member}')" }`,
        ].join('\n'),
      );
      expect(f.value('one')).toBeUndefined();
      expect(f.prop('all', 'value')).toEqual([undefined]);
    },
  );

  test('own properties and derived values are still read', () => {
    const f = formOf(
      [
        '- Text: { id: name, value: Ada, label: Name }',
        "- Text: { id: one, value: \"=Get('name', 'label')\" }",
        '- Text: { id: all, value: "=GetDynamicAll(\'nam*\')" }',
      ].join('\n'),
    );
    expect(f.value('one')).toBe('Name');
    expect(f.prop('all', 'value')).toEqual(['Ada']);
  });
});
