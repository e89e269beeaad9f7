import { describe, expect, it } from 'vitest';
import { getComponentDefinition } from './registry';
import { getComponentValidator } from './schema';
import { simplifySchemaErrors } from './schemaErrors';

/** Raw ajv errors of one entry, then simplified. */
function simplified(type: string, props: Record<string, unknown>) {
  const validate = getComponentValidator(getComponentDefinition(type)!);
  validate(props);
  return simplifySchemaErrors(validate.errors ?? []);
}

describe('simplifySchemaErrors', () => {
  it('drops the if errors of the formula branches', () => {
    const validate = getComponentValidator(getComponentDefinition('TextArea')!);
    validate({ maxRows: 101 });
    expect(validate.errors?.map((e) => e.keyword)).toContain('if');
    expect(simplifySchemaErrors(validate.errors ?? []).map((e) => e.keyword)).toEqual(['maximum']);
  });

  it('turns a failed anyOf into one error listing what is accepted', () => {
    const errors = simplified('Text', { size: 'huge' });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toBe(
      'must be one of: xxs, xs, s, m, l, xl, xxl, fill; or a number; or digits with an optional %, such as 40 or 50%',
    );
    expect(errors[0]?.params).toEqual({ allowedValues: ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'fill'] });
  });

  it('says an option object needs a value or a text', () => {
    expect(simplified('Option', { options: [{ description: 'x' }] }).map((e) => e.message)).toEqual([
      'must have value or text',
    ]);
  });

  it('keeps the errors of the branch whose type matched (an object option with an unknown key)', () => {
    const errors = simplified('Option', { options: ['fine', { value: 'a', colour: 'red' }] });
    expect(errors.map((e) => [e.instancePath, e.keyword, e.params])).toEqual([
      ['/options/1', 'additionalProperties', { additionalProperty: 'colour' }],
    ]);
  });

  it('summarises each failing item separately', () => {
    const errors = simplified('Option', { options: [[1], [2]] });
    expect(errors.map((e) => e.instancePath)).toEqual(['/options/0', '/options/1']);
  });
});
