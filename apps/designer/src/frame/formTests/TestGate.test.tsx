// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScenarioResult } from '@formwright/core/headless';
import { TestGate } from './TestGate';

afterEach(cleanup);

const failing: ScenarioResult = {
  name: 'Recorded scenario 1',
  passed: false,
  differences: [],
  diff: '',
  diagnostics: [],
  durationMs: 1,
};

describe('the Build tab test gate', () => {
  it('shows nothing while every test passes', () => {
    const { container } = render(
      <TestGate
        results={[{ ...failing, passed: true }]}
        canOverride
        refusal={undefined}
        onOverride={() => {}}
      />,
    );
    expect(container.textContent).toBe('');
  });

  it('lists the failing tests, and offers no override to an author', () => {
    render(
      <TestGate
        results={[failing]}
        canOverride={false}
        refusal="The form's tests fail: Recorded scenario 1"
        onOverride={() => {}}
      />,
    );
    expect(screen.getByRole('list', { name: 'Failing tests' }).textContent).toContain('Recorded scenario 1');
    expect(screen.getByRole('alert').textContent).toContain("The form's tests fail");
    expect(screen.queryByRole('button', { name: 'Build despite failing tests' })).toBeNull();
  });

  it('lets a ProviderAdmin build despite the refusal', async () => {
    const onOverride = vi.fn();
    render(
      <TestGate results={[failing]} canOverride refusal="The form's tests fail: x" onOverride={onOverride} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Build despite failing tests' }));
    expect(onOverride).toHaveBeenCalledOnce();
  });
});
