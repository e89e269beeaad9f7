// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderForm } from '../../form/renderForm.testing';
import { VSPACE_HEIGHTS } from './VSpaceView';

afterEach(cleanup);

describe('VSpaceView', () => {
  it.each(['xs', 's', 'm', 'l', 'xl'] as const)('renders space %s at its height', (space) => {
    const { container } = renderForm(`- VSpace: { id: v, space: ${space} }`);
    const el = container.querySelector<HTMLElement>('.fw-vspace');
    expect(el?.style.height).toBe(`${VSPACE_HEIGHTS[space]}px`);
  });

  it('grows with the size: xs < s < m < l < xl', () => {
    const h = Object.values(VSPACE_HEIGHTS);
    expect([...h].sort((a, b) => a - b)).toEqual(h);
  });
});
