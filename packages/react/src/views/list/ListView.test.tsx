// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseSpec, createForm } from '@formwright/core';
import { render } from '@testing-library/react';
import { FormView } from '../../form/FormView';
import { renderForm } from '../../form/renderForm.testing';

afterEach(cleanup);

const list = (props: string, child = '      - Text: { id: size, label: Size }') =>
  `- List:\n    id: les\n${props ? `    ${props.split('\n').join('\n    ')}\n` : ''}    components:\n${child}`;

const items = (container: HTMLElement) => [...container.querySelectorAll('.fw-list__item')];

describe('ListView', () => {
  it('shows one item per numItems with its item name, and adds an item with Add', async () => {
    const { container, updates } = renderForm(list('numItems: 1\nitemName: "Lesion {index}"'));
    expect(items(container)).toHaveLength(1);
    expect(screen.getByText('Lesion 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(updates).toContainEqual({ type: 'add', id: 'les' });
    expect(items(container)).toHaveLength(2);
    expect(screen.getByText('Lesion 2')).toBeTruthy();
    expect(container.querySelector('[data-fw-id="les_2_size"]')).not.toBeNull();
  });

  it('uses addButtonText for the add button, else the form default text', () => {
    renderForm(list('addButtonText: New lesion'));
    expect(screen.getByRole('button', { name: 'New lesion' })).toBeTruthy();
    cleanup();
    renderForm(list(''), { metadata: 'defaults: { addButtonText: More }' });
    expect(screen.getByRole('button', { name: 'More' })).toBeTruthy();
  });

  it('deletes an item through delete with its number, shown only above minCount', async () => {
    const { container, updates } = renderForm(list('minCount: 1\nnumItems: 2'));
    const del = screen.getAllByRole('button', { name: /^Delete / });
    expect(del).toHaveLength(2);
    await userEvent.click(del[1] as HTMLElement);
    expect(updates).toContainEqual({ type: 'delete', id: 'les', item: 2 });
    expect(items(container)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('disables Add at maxCount', () => {
    renderForm(list('numItems: 2\nmaxCount: 2'));
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('hides add and delete when numItems is a formula', () => {
    renderForm(`- Number: { id: n, value: 2 }\n${list('numItems: "=n"')}`);
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('collapses an item to its summary and opens it again from its header', async () => {
    const { container, updates } = renderForm(
      list('numItems: 1\ncollapsable: true\ncollapseSummary: "Size {size}"'),
    );
    const toggle = screen.getByRole('button', { name: 'Item 1' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(updates).toContainEqual({ type: 'toggleItem', id: 'les', item: 1 });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('[data-fw-id="les_1_size"]')).toBeNull();
    expect(container.querySelector('.fw-list__summary')).not.toBeNull();
    await userEvent.click(toggle);
    expect(container.querySelector('[data-fw-id="les_1_size"]')).not.toBeNull();
  });

  it("with collapsable 'hide' hides the item's content, and revealing opens it", async () => {
    const { container } = renderForm(list("numItems: 1\ncollapsable: 'hide'"));
    const toggle = screen.getByRole('button', { name: 'Item 1' });
    await userEvent.click(toggle);
    expect(container.querySelector('.fw-list__item--hidden')).not.toBeNull();
    expect(container.querySelector('.fw-list__summary')).toBeNull();
    expect(container.querySelector('[data-fw-id="les_1_size"]')).toBeNull();
    await userEvent.click(toggle);
    expect(container.querySelector('[data-fw-id="les_1_size"]')).not.toBeNull();
  });

  it("shows 'List within lists not supported' in place of a List inside a List", () => {
    const text = [
      'Metadata: { lang: en, title: T, description: D }',
      'Components:',
      '  - List:',
      '      id: outer',
      '      numItems: 1',
      '      components:',
      '        - List:',
      '            id: inner',
      '            components:',
      '              - Text: { id: t }',
      'ReportOutput: []',
    ].join('\n');
    const parsed = parseSpec(text);
    const spec = parsed.runnable;
    if (!spec) throw new Error('not runnable');
    render(<FormView store={createForm(spec)} />);
    expect(screen.getByText('List within lists not supported')).toBeTruthy();
  });
});
