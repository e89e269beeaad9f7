import { describe, expect, expectTypeOf, it } from 'vitest';
import { autoCompleteDefinition } from './autoComplete/definition';
import { buttonDefinition } from './button/definition';
import { checkboxDefinition } from './checkbox/definition';
import { checkboxListDefinition } from './checkboxList/definition';
import { componentGroupDefinition } from './componentGroup/definition';
import { dateDefinition } from './date/definition';
import { diagnosticCodesDefinition } from './diagnosticCodes/definition';
import { dropdownDefinition } from './dropdown/definition';
import { graphDefinition } from './graph/definition';
import { headerDefinition } from './header/definition';
import { helpDefinition } from './help/definition';
import { hrDefinition } from './hr/definition';
import { htmlBoxDefinition } from './htmlBox/definition';
import { listDefinition } from './list/definition';
import { mandatoryFieldsDefinition } from './mandatoryFields/definition';
import { numberDefinition } from './number/definition';
import { optionDefinition } from './option/definition';
import { painterDefinition } from './painter/definition';
import { reportDefinition } from './report/definition';
import { rowDefinition } from './row/definition';
import { rowBreakDefinition } from './rowBreak/definition';
import { sectionDefinition } from './section/definition';
import { staticTextDefinition } from './staticText/definition';
import { summaryDefinition } from './summary/definition';
import { tabsDefinition } from './tabs/definition';
import { textDefinition } from './text/definition';
import { textAreaDefinition } from './textArea/definition';
import { vSpaceDefinition } from './vSpace/definition';
import type { ComponentState } from '../engine';
import { formOf } from '../engine/testing';
import type { ComponentPropsByType, ComponentType } from './propsByType';
import { componentDefinitions } from './registry';

/** Each registered definition under its type name, with its literal property and derived keys. */
const definitionsByType = {
  StaticText: staticTextDefinition,
  Header: headerDefinition,
  HtmlBox: htmlBoxDefinition,
  Help: helpDefinition,
  HR: hrDefinition,
  VSpace: vSpaceDefinition,
  RowBreak: rowBreakDefinition,
  ComponentGroup: componentGroupDefinition,
  Section: sectionDefinition,
  Tabs: tabsDefinition,
  Row: rowDefinition,
  List: listDefinition,
  Text: textDefinition,
  TextArea: textAreaDefinition,
  Date: dateDefinition,
  Number: numberDefinition,
  Checkbox: checkboxDefinition,
  CheckboxList: checkboxListDefinition,
  Option: optionDefinition,
  AutoComplete: autoCompleteDefinition,
  Dropdown: dropdownDefinition,
  Button: buttonDefinition,
  Graph: graphDefinition,
  Painter: painterDefinition,
  Summary: summaryDefinition,
  Report: reportDefinition,
  DiagnosticCodes: diagnosticCodesDefinition,
  MandatoryFields: mandatoryFieldsDefinition,
};

type Definitions = typeof definitionsByType;

/** The keys a definition declares: its properties (the structural `components` aside) and derived values. */
type DeclaredKeys<D> =
  | (D extends { readonly properties: infer P } ? Exclude<keyof P, 'components'> : never)
  | (D extends { readonly derived: infer R } ? keyof R : never);

/** Per type, the keys of its props type that its definition does not declare. */
type NotDeclared = {
  [T in ComponentType]: Exclude<keyof ComponentPropsByType[T], DeclaredKeys<Definitions[T]>>;
};
/** Per type, the properties and derived values its definition declares that its props type lacks. */
type NotTyped = {
  [T in ComponentType]: Exclude<DeclaredKeys<Definitions[T]>, keyof ComponentPropsByType[T]>;
};
type NoKeys = { [T in ComponentType]: never };
/** Compiles only when no type has a key left; otherwise tsc names the type and the key. */
type NoneLeft<T extends NoKeys> = T;

describe('the props types match the component definitions', () => {
  it('has one props type per registered component type, under its name', () => {
    expectTypeOf<keyof Definitions>().toEqualTypeOf<ComponentType>();
    expect(Object.keys(definitionsByType)).toEqual(componentDefinitions.map((d) => d.type));
    for (const [type, def] of Object.entries(definitionsByType)) expect(def.type).toBe(type);
  });

  it('declares in the definition every key of every props type', () => {
    expectTypeOf<NoneLeft<NotDeclared>>().toEqualTypeOf<NoKeys>();
  });

  it('types every property and every declared derived value of every definition', () => {
    expectTypeOf<NoneLeft<NotTyped>>().toEqualTypeOf<NoKeys>();
  });
});

describe('a component state narrows its props by its type', () => {
  it('reads a Number, a List and a Tabs with their own types after checking the type name', () => {
    const f = formOf(
      [
        '- Number: { id: n, scale: 1, value: 2.25 }',
        '- List: { id: l, minCount: 1, components: [{ Text: { id: t } }] }',
        '- Tabs: { id: tb, tabs: [{ tabname: A, components: [] }] }',
      ].join('\n'),
    );
    const seen: string[] = [];
    for (const state of f.store.getSnapshot().components.values()) {
      if (state.type === 'Number') {
        expectTypeOf(state).toEqualTypeOf<ComponentState<'Number'>>();
        expectTypeOf(state.props.scale).toEqualTypeOf<number>();
        expectTypeOf(state.props.displayText).toEqualTypeOf<string>();
        expectTypeOf(state.value).toEqualTypeOf<number | undefined>();
        // @ts-expect-error a Number's scale is a number, not text
        const scale: string = state.props.scale;
        seen.push(`${state.id} ${state.props.displayText} ${scale}`);
      } else if (state.type === 'List') {
        expectTypeOf(state.props.itemNames).toEqualTypeOf<readonly string[]>();
        seen.push(`${state.id} ${state.props.count} ${state.items.length}`);
      } else if (state.type === 'Tabs') {
        expectTypeOf(state.activeTab).toEqualTypeOf<number>();
        seen.push(`${state.id} ${state.activeTab} ${state.tabs.length}`);
      }
    }
    expect(seen).toEqual(['n 2.3 1', 'l 1 1', 'tb 0 1']);
  });

  it('offers items and tabs only on the types that have them', () => {
    const check = (state: ComponentState): void => {
      // @ts-expect-error only a List has items
      void state.items;
      if (state.type === 'Number') {
        // @ts-expect-error a Number has no tabs
        void state.tabs;
      }
    };
    expectTypeOf(check).toBeFunction();
  });
});
