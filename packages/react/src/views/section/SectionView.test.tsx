// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderForm } from '../../form/renderForm.testing';

afterEach(cleanup);

const section = (props: string) =>
  `- Section:\n    id: s\n${props ? `    ${props.split('\n').join('\n    ')}\n` : ''}    components:\n      - Header: { id: a, header: Inside }`;

describe('SectionView', () => {
  it('is a region named by its label, holding its children', () => {
    renderForm(section('label: Lungs'));
    const region = screen.getByRole('region', { name: 'Lungs' });
    expect(region.textContent).toContain('Inside');
  });

  it('draws top and bottom borders when asked', () => {
    const { container } = renderForm(section('borderTop: true\nborderBottom: true'));
    const el = container.querySelector('.fw-section') as HTMLElement;
    expect(el.classList.contains('fw-border-top')).toBe(true);
    expect(el.classList.contains('fw-border-bottom')).toBe(true);
  });

  it('draws no border by default', () => {
    const { container } = renderForm(section(''));
    expect(container.querySelector('.fw-section')?.className).not.toContain('fw-border');
  });
});
