import { autoCompleteDefinition } from './autoComplete/definition';
import { buttonDefinition } from './button/definition';
import { checkboxDefinition } from './checkbox/definition';
import { checkboxListDefinition } from './checkboxList/definition';
import { componentGroupDefinition } from './componentGroup/definition';
import { dateDefinition } from './date/definition';
import type { ComponentDefinition } from './definition';
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

/** Every component type, in catalogue order. An explicit list: no registration by import side effect. */
export const componentDefinitions: readonly ComponentDefinition[] = [
  staticTextDefinition,
  headerDefinition,
  htmlBoxDefinition,
  helpDefinition,
  hrDefinition,
  vSpaceDefinition,
  rowBreakDefinition,
  componentGroupDefinition,
  sectionDefinition,
  tabsDefinition,
  rowDefinition,
  listDefinition,
  textDefinition,
  textAreaDefinition,
  dateDefinition,
  numberDefinition,
  checkboxDefinition,
  checkboxListDefinition,
  optionDefinition,
  autoCompleteDefinition,
  dropdownDefinition,
  buttonDefinition,
  graphDefinition,
  painterDefinition,
  summaryDefinition,
  reportDefinition,
  diagnosticCodesDefinition,
  mandatoryFieldsDefinition,
];

const byName = new Map<string, ComponentDefinition>();
for (const def of componentDefinitions) {
  byName.set(def.type, def);
  for (const alias of def.aliases ?? []) byName.set(alias, def);
}

/** Finds a definition by type name or alias (Autocomplete → AutoComplete, Tab → Tabs). Case-sensitive. */
export function getComponentDefinition(nameOrAlias: string): ComponentDefinition | undefined {
  return byName.get(nameOrAlias);
}

/** One entry of the designer toolbox: clicking it inserts the snippet. */
export interface ToolboxEntry {
  readonly type: string;
  readonly description: string;
  readonly snippet: string;
}

/** The designer toolbox: every type alphabetically, without the hidden ones (Section, parser-added outputs). */
export function toolboxEntries(): ToolboxEntry[] {
  return componentDefinitions
    .filter((def) => !def.toolboxHidden)
    .map(({ type, description, snippet }) => ({ type, description, snippet }))
    .sort((a, b) => a.type.localeCompare(b.type, 'en'));
}
