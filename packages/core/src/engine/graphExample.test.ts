import { describe, expect, it } from 'vitest';
import { getComponentDefinition } from '../components';
import { graphTraces } from '../components/graph/traces';
import { ManualClock } from './clock';
import { createForm } from './store';
import { specOf } from './testing';

describe('the Graph definition example (docs/components.md#graph)', () => {
  it('draws: its data formula gives one trace with the three sizes and no problem', () => {
    const def = getComponentDefinition('Graph')!;
    const store = createForm(specOf(`${def.exampleContext ?? ''}\n${def.example ?? ''}`), {
      clock: new ManualClock(),
    });
    store.mount();
    store.update({ type: 'set', id: 'priorSize1', value: 4 });
    store.update({ type: 'set', id: 'priorSize2', value: 6 });
    store.update({ type: 'set', id: 'noduleSize', value: 9 });
    const data = store.getSnapshot().components.get('noduleGrowth')?.props.data;
    const { traces, problems } = graphTraces(data);
    expect(problems).toEqual([]);
    expect(traces).toHaveLength(1);
    expect(traces[0]).toMatchObject({ y: [4, 6, 9], type: 'scatter', name: 'Diameter (mm)' });
  });
});
