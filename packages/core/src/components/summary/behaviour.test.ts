import { describe, expect, it } from 'vitest';
import { EN_TEXTS } from '../../expr/texts';
import type { BehaviourContext } from '../behaviour';
import { testContext } from '../testing/testContext';
import { summaryBehaviour as b, summaryState } from './behaviour';

const ctx = (props: Record<string, unknown>, report: string, extra: Partial<BehaviourContext> = {}) =>
  testContext({ editable: true, ...props }, { renderReport: () => report, ...extra });

describe('Editable Summary (docs/components.md#summary)', () => {
  it('entering edit mode copies the calculated report into both fields', () => {
    expect(b.input?.({ kind: 'check', value: true }, ctx({}, 'R1'))).toEqual({
      checked: true,
      userEditedReport: 'R1',
      preEditModeCalculatedReport: 'R1',
    });
  });

  it('cannot enter edit mode when not editable; leaving clears checked', () => {
    expect(b.input?.({ kind: 'check', value: true }, ctx({ editable: false }, 'R1'))).toEqual({});
    expect(b.input?.({ kind: 'check', value: false }, ctx({ checked: true }, 'R1'))).toEqual({
      checked: false,
    });
  });

  const edited = { checked: true, userEditedReport: 'mine', preEditModeCalculatedReport: 'R1' };
  it.each([
    ['not in edit mode: the calculated report', { checked: false }, 'R2', 'R2', false, undefined],
    ['editable false: never edit mode', { ...edited, editable: false }, 'R2', 'R2', false, undefined],
    ['edit mode, report unchanged: the user text', edited, 'R1', 'mine', false, undefined],
    ['report now equals the user text: consistent', edited, 'mine', 'mine', false, undefined],
    [
      'report changed, not allowed: reverts to the generated text',
      edited,
      'R2',
      'R2',
      true,
      EN_TEXTS.inconsistencyWarning,
    ],
    [
      'report changed, allowed: the user text with a warning',
      { ...edited, allowInconsistency: true },
      'R2',
      'mine',
      true,
      EN_TEXTS.inconsistencyWarningAllowed,
    ],
    ['own warning text', { ...edited, inconsistencyWarning: 'Changed!' }, 'R2', 'R2', true, 'Changed!'],
  ])('%s', (_name, props, report, value, inconsistent, warning) => {
    const s = summaryState(ctx(props, report));
    expect(s.value).toBe(value);
    expect(s.inconsistent).toBe(inconsistent);
    expect(s.warning).toBe(warning);
    expect(b.normalize?.(undefined, ctx(props, report))).toBe(value);
  });

  it('disables the edit box and shows the generated report only when inconsistency is not allowed', () => {
    expect(summaryState(ctx(edited, 'R2'))).toMatchObject({ editDisabled: true, showGenerated: true });
    expect(summaryState(ctx({ ...edited, allowInconsistency: true }, 'R2'))).toMatchObject({
      editDisabled: false,
      showGenerated: false,
    });
    expect(b.input?.({ kind: 'editText', text: 'x' }, ctx(edited, 'R2'))).toEqual({});
    expect(b.input?.({ kind: 'editText', text: 'x' }, ctx(edited, 'R1'))).toEqual({ userEditedReport: 'x' });
    expect(b.input?.({ kind: 'editText', text: 'x' }, ctx({}, 'R1'))).toEqual({});
  });

  it('warns when a referenced summary is inconsistent', () => {
    const s = summaryState(ctx({}, 'R', { referencedSummaries: [{ id: 'other', inconsistent: true }] }));
    expect(s.referencedSummaryInconsistency).toBe(true);
    expect(s.warning).toBe(EN_TEXTS.inconsistencyWarningReferenced);
    expect(
      summaryState(ctx({}, 'R', { referencedSummaries: [{ id: 'other', inconsistent: false }] })).warning,
    ).toBeUndefined();
  });

  it('reads calculatedReport from the properties without a renderer', () => {
    expect(summaryState(testContext({ calculatedReport: 'from engine' })).value).toBe('from engine');
  });
});
