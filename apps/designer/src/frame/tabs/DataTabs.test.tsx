// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSpec } from '@formwright/core/authoring';
import { createForm } from '@formwright/core/headless';
import { FormDataTab } from './DataTabs';

const SPEC = `Metadata: {lang: en, title: Knee, description: D}
Components:
  - Number: {id: depth, label: Depth, suffix: mm, coding: [{system: 'http://radlex.org', code: RID4872}]}
ReportOutput:
  - text: 'Effusion {depth} mm.'
`;

afterEach(cleanup);

describe('the Form data tab', () => {
  it('lists the values and shows the filled form as a FHIR Bundle when opened, following changes', async () => {
    const store = createForm(parseSpec(SPEC).spec!);
    render(<FormDataTab store={store} />);
    expect(screen.queryByLabelText('FHIR Bundle')).toBeNull();
    await userEvent.click(screen.getByText('FHIR Bundle (R4)'));
    act(() => store.update({ type: 'set', id: 'depth', value: 8 }));
    const bundle = JSON.parse(screen.getByLabelText('FHIR Bundle').textContent ?? '');
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const obs = bundle.entry.find(
      (e: { resource: { resourceType: string } }) => e.resource.resourceType === 'Observation',
    );
    expect(obs.resource.valueQuantity).toEqual({
      value: 8,
      unit: 'mm',
      system: 'http://unitsofmeasure.org',
      code: 'mm',
    });
    expect(screen.getByRole('cell', { name: '8' })).toBeTruthy();
  });
});
