import { describe, expect, it } from 'vitest';
import { differenceText } from './differenceText';

describe('the difference of a codes output', () => {
  it('shows the codes as text, one group to a line, not as a quoted JSON string', () => {
    const text = differenceText({
      output: 'codes',
      expected: 'R91.1|J98.4;Z87.0',
      actual: 'R91.1|J98.4;Z87.1',
    } as never);
    expect(text).not.toContain('"R91.1');
    expect(text.split('\n')).toEqual(
      expect.arrayContaining(['--- expected codes', '+++ actual codes', ' R91.1|J98.4;', '-Z87.0', '+Z87.1']),
    );
  });

  it('says when codes are absent', () => {
    const text = differenceText({ output: 'codes', expected: 'R91.1', actual: undefined } as never);
    expect(text).toContain('-R91.1');
    expect(text).toContain('+(absent)');
  });
});
