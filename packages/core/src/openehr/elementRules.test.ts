import { describe, expect, it } from 'vitest';
import { allowsRuntimeName, IMPORT_DEFAULTS, prefersCodedText } from './dataTypes';
import { importOpenEhrTemplate } from './importTemplate';
import { runHeadless } from '../headless/runHeadless';
import type { ActionStep } from '../engine';
import { roundTrip } from './roundTrip';
import { templateToForm } from './toForm';
import type { WebTemplateNode } from './webTemplate';

/** A web template: one observation (max `obsMax`) holding `children`. */
function template(children: unknown[], obsMax = 1): string {
  return JSON.stringify({
    templateId: 't',
    version: '2.3',
    defaultLanguage: 'en',
    languages: ['en'],
    tree: {
      id: 't',
      name: 'T',
      rmType: 'COMPOSITION',
      min: 1,
      max: 1,
      children: [{ id: 'obs', name: 'Obs', rmType: 'OBSERVATION', min: 0, max: obsMax, children }],
    },
  });
}

/** The oEhrIds of an imported form's YAML, quotes taken off. */
const oEhrIds = (yaml: string | undefined): string[] =>
  [...(yaml ?? '').matchAll(/oEhrId: (\S+)/g)].map((m) => m[1]!.replace(/^'|'$/g, ''));

const ROUTE =
  "The route by which the ordered item is to be administered. For example: 'oral'. Coding of the route with a terminology is preferred, where possible.";

describe('a DV_TEXT whose archetype prefers it coded gets a code and a terminology', () => {
  it.each<[string, Partial<WebTemplateNode>, boolean]>([
    ['"Coding of the route with a terminology is preferred"', { localizedDescriptions: { en: ROUTE } }, true],
    [
      '"should be coded if possible, using … Terminology" (comment)',
      {
        annotations: {
          comment:
            "For example: 'cefuroxim'. This item should be coded if possible, using for example, RxNorm, DM+D, Australian Medicines Terminology or FEST.",
        },
      },
      true,
    ],
    [
      '"Should be used a coded text"',
      { localizedDescriptions: { en: 'The diagnosis. Should be used a coded text.' } },
      true,
    ],
    [
      'coding and terminology in different sentences',
      { localizedDescriptions: { en: 'A coded thing. The terminology of the lab.' } },
      false,
    ],
    ['a plain text', { localizedDescriptions: { en: 'Free text comment about the result.' } }, false],
  ])('%s → %s', (_, node, coded) => {
    expect(prefersCodedText({ id: 'x', rmType: 'DV_TEXT', ...node })).toBe(coded);
  });

  const route = {
    id: 'route',
    name: 'Route',
    rmType: 'DV_TEXT',
    min: 0,
    max: 1,
    localizedDescriptions: { en: ROUTE },
    inputs: [{ type: 'TEXT' }],
  };
  const note = { id: 'note', name: 'Note', rmType: 'DV_TEXT', min: 0, max: 1, inputs: [{ type: 'TEXT' }] };

  it('imports the text at |value with its code and terminology beside it; a plain text stays bare', () => {
    const r = importOpenEhrTemplate(template([route, note]), { fileName: 't.json', language: 'en' });
    const ids = oEhrIds(r.yaml);
    expect(ids).toEqual(
      expect.arrayContaining([
        't/obs/route|value',
        't/obs/route|code',
        't/obs/route|terminology',
        't/obs/note',
      ]),
    );
    expect(ids).not.toContain('t/obs/note|code');
  });

  it('enters and writes a coded route (|value, |code, |terminology) and a text alone (bare path)', () => {
    const coded = {
      't/obs/route|value': 'Oral',
      't/obs/route|code': '26643006',
      't/obs/route|terminology': 'SNOMED-CT',
    };
    const r = roundTrip(template([route, note]), 't.json', coded);
    expect(r.notEntered).toEqual([]);
    expect(r.different).toEqual([]);
    expect(r.extra).toEqual([]);
    // Written on the bare path by the example, as a DV_TEXT: the form writes `|value`, the same RM value.
    const bare = roundTrip(template([route, note]), 't.json', { 't/obs/route': 'Oral', 't/obs/note': 'n' });
    expect(bare.exact).toBe(2);
    expect(bare.extra).toEqual([]);
    // A terminology without its code is not written.
    const noCode = roundTrip(template([route]), 't.json', {
      't/obs/route|value': 'Oral',
      't/obs/route|terminology': 'SNOMED-CT',
    });
    expect(noCode.different.map((d) => d.key)).toEqual(['t/obs/route|terminology']);
  });

  it('a repeating coded route is a List whose items write their own text and code (`route:1|code`)', () => {
    const routes = { ...route, max: -1 };
    const r = roundTrip(template([routes]), 't.json', {
      't/obs/route:0': 'Oral',
      't/obs/route:1|value': 'Intravenous',
      't/obs/route:1|code': '47625008',
      't/obs/route:1|terminology': 'SNOMED-CT',
    });
    expect(r.notEntered).toEqual([]);
    expect(r.different).toEqual([]);
    expect(r.extra).toEqual([]);
  });
});

describe('run-time names: "identified by run-time re-naming"', () => {
  it('a result identified by run-time re-naming of its element allows a run-time name', () => {
    const text =
      "Specific detailed result. The result is identified by run-time re-naming of the 'Result group' element or may be fixed in a specialised archetype or template.";
    expect(allowsRuntimeName({ id: 'r', rmType: 'CLUSTER', localizedDescriptions: { en: text } })).toBe(true);
  });
});

describe('repetition inside repetition: copies up to the template’s maximum', () => {
  /** A repeating observation holding a cluster that repeats `max` times (-1: unbounded). */
  const nested = (max: number) =>
    template(
      [
        {
          id: 'item',
          name: 'Item',
          rmType: 'CLUSTER',
          min: 0,
          max,
          children: [{ id: 'v', name: 'V', rmType: 'DV_TEXT', min: 0, max: 1, inputs: [{ type: 'TEXT' }] }],
        },
      ],
      -1,
    );
  const copies = (max: number) => {
    const r = importOpenEhrTemplate(nested(max), { fileName: 't.json', language: 'en' });
    const ids = oEhrIds(r.yaml).filter((i) => /^t\/obs\/item:\d+\/v$/.test(i));
    const note = r.diagnostics.find((d) => d.code === 'openehr-nested-repetition');
    return { ids, severity: note?.severity };
  };

  it.each<[number, number, string]>([
    [2, 2, 'info'],
    [5, 5, 'info'],
    [IMPORT_DEFAULTS.nestedCopiesLimit, IMPORT_DEFAULTS.nestedCopiesLimit, 'info'],
    [40, IMPORT_DEFAULTS.nestedCopiesLimit, 'warning'],
    [-1, IMPORT_DEFAULTS.nestedCopies, 'warning'],
  ])('a maximum of %d gives %d copies (%s)', (max, k, severity) => {
    const r = copies(max);
    expect(r.ids).toEqual(Array.from({ length: k }, (_, i) => `t/obs/item:${i}/v`));
    expect(r.severity).toBe(severity);
  });

  it('each copy past the first is shown once the one before holds data; a hidden copy writes nothing', () => {
    const r = importOpenEhrTemplate(nested(-1), { fileName: 't.json', language: 'en' });
    const shown = (steps: ActionStep[]) => {
      const run = runHeadless({ spec: r.yaml!, actions: [{ add: 'obs' }, ...steps] });
      if (run.kind !== 'ran') throw new Error(JSON.stringify(run));
      const visible = [1, 2, 3, 4].map((i) => run.snapshot.components.get(`obs_1_item_copy_${i}`)?.visible);
      const keys = Object.keys(run.outputs.openEhr).filter((k) => k.startsWith('t/obs'));
      return { visible, keys };
    };
    expect(shown([])).toEqual({ visible: [true, false, false, false], keys: [] });
    expect(shown([{ set: 'obs_1_v', value: 'a' }])).toEqual({
      visible: [true, true, false, false],
      keys: ['t/obs:0/item:0/v'],
    });
    expect(
      shown([
        { set: 'obs_1_v', value: 'a' },
        { set: 'obs_1_v_2', value: 'b' },
      ]).visible,
    ).toEqual([true, true, true, false]);
    // Emptying an earlier copy never hides a later one that holds data.
    const cleared = shown([
      { set: 'obs_1_v', value: 'a' },
      { set: 'obs_1_v_2', value: 'b' },
      { set: 'obs_1_v', value: '' },
    ]);
    expect(cleared).toEqual({ visible: [true, true, true, false], keys: ['t/obs:0/item:1/v'] });
  });

  it('inside another node’s copies a node gets the few copies', () => {
    const inner = {
      id: 'item',
      name: 'Item',
      rmType: 'CLUSTER',
      min: 0,
      max: -1,
      children: [
        {
          id: 'sub',
          name: 'Sub',
          rmType: 'CLUSTER',
          min: 0,
          max: -1,
          children: [{ id: 'v', name: 'V', rmType: 'DV_TEXT', min: 0, max: 1, inputs: [{ type: 'TEXT' }] }],
        },
      ],
    };
    const r = importOpenEhrTemplate(template([inner], -1), { fileName: 't.json', language: 'en' });
    const ids = oEhrIds(r.yaml).filter((i) => i.endsWith('/v'));
    // The outer node's copies are small enough for all its copies within the component budget; each holds
    // the inner node's few copies.
    const outer = new Set(ids.map((i) => /item:(\d+)/.exec(i)![1]));
    expect(outer.size).toBe(IMPORT_DEFAULTS.nestedCopies);
    expect(ids.filter((i) => i.includes('item:0/')).length).toBe(IMPORT_DEFAULTS.fewCopies);
  });

  it('a form too large with the many copies is made with the few copies for every node', () => {
    const r = importOpenEhrTemplate(nested(-1), { fileName: 't.json', language: 'en' });
    const tree = (JSON.parse(nested(-1)) as { tree: WebTemplateNode }).tree;
    const few = templateToForm({ templateId: 't', tree, languages: ['en'] }, 'en', true);
    const copies = (text: string) => text.match(/item_copy_\d+/g)?.length ?? 0;
    expect(copies(r.yaml!)).toBe(IMPORT_DEFAULTS.nestedCopies);
    expect(copies(JSON.stringify(few.components))).toBe(IMPORT_DEFAULTS.fewCopies);
  });

  it('sixteen occurrences of an unbounded node are entered and written (past the few copies)', () => {
    const example = Object.fromEntries(
      Array.from({ length: 16 }, (_, i) => [`t/obs:0/item:${i}/v`, `v${i}`]),
    );
    const r = roundTrip(nested(-1), 't.json', example);
    expect(r.notEntered).toEqual([]);
    expect(r.exact).toBe(16);
  });

  it('every copy up to a bounded maximum is entered and written', () => {
    const example = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`t/obs:1/item:${i}/v`, `v${i}`]));
    const r = roundTrip(nested(5), 't.json', example);
    expect(r.notEntered).toEqual([]);
    expect(r.exact).toBe(5);
  });
});

describe('DV_MULTIMEDIA: the address, media type, size and alternative text', () => {
  const media = {
    id: 'image',
    name: 'Image',
    rmType: 'DV_MULTIMEDIA',
    min: 0,
    max: 1,
    inputs: [{ type: 'TEXT' }],
  };

  it('enters and writes |url, |mediatype, |size (required by the reference model) and |alternatetext', () => {
    const r = roundTrip(template([media]), 't.json', {
      't/obs/image|url': 'https://example.org/a.png',
      't/obs/image|mediatype': 'image/png',
      't/obs/image|size': 504903,
      't/obs/image|alternatetext': 'a wound',
    });
    expect(r.notEntered).toEqual([]);
    expect(r.different).toEqual([]);
  });

  it('writes no size or alternative text without the address', () => {
    const r = roundTrip(template([media]), 't.json', {
      't/obs/image|size': 12,
      't/obs/image|alternatetext': 'x',
    });
    expect(r.exact).toBe(0);
    expect(r.different.map((d) => d.got)).toEqual([undefined, undefined]);
  });
});

describe('a value the template fixes on a required element, inside a List item', () => {
  const children = [
    {
      id: 'system',
      name: 'System or structure examined',
      rmType: 'DV_TEXT',
      min: 1,
      max: 1,
      inputs: [{ type: 'TEXT', list: [{ value: 'Joints', label: 'Joints' }], listOpen: false }],
    },
    { id: 'finding', name: 'Finding', rmType: 'DV_TEXT', min: 0, max: 1, inputs: [{ type: 'TEXT' }] },
  ];

  it('is written in each item that holds data, and not in one that holds none', () => {
    const r = roundTrip(template(children, -1), 't.json', {
      't/obs:0/finding': 'swollen',
      't/obs:0/system': 'Joints',
      't/obs:1/finding': 'tender',
      't/obs:1/system': 'Joints',
    });
    expect(r.notEntered).toEqual([]);
    expect(r.different).toEqual([]);
    expect(r.extra).toEqual([]);
    // An item left empty: the fixed value is not written for it.
    const empty = roundTrip(template(children, -1), 't.json', {
      't/obs:0/finding': 'swollen',
      't/obs:0/system': 'Joints',
      't/obs:1/system': 'Joints',
    });
    expect(empty.different.map((d) => d.key)).toEqual(['t/obs:1/system']);
  });
});
