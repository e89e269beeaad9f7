import { INPUT_COMMON, pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';
import { optionsProperty } from '../options';
import { suggestedValueProperty, suggestionDerived } from '../suggestion';

const MATCH_ORDER = ['BeginsWith', 'ContainsSequence'] as const;

/** AutoComplete: searches a dropdown and picks one or several values (docs/components.md#autocomplete). */
export const autoCompleteDefinition = {
  type: 'AutoComplete',
  aliases: ['Autocomplete'],
  family: 'choice',
  description: 'Searches a dropdown list and picks one or several values.',
  valueKind: 'array',
  properties: {
    ...pickCommon(...INPUT_COMMON),
    value: {
      type: ['array', 'null'],
      items: { type: 'string' },
      description: 'The chosen values, a list of strings.',
    },
    options: optionsProperty(),
    maxSearchResults: {
      type: 'integer',
      minimum: 1,
      default: 10,
      description: 'Most matches listed at once; more prompt the user to narrow the search.',
    },
    minSearch: {
      type: 'integer',
      minimum: 0,
      default: 0,
      description: 'Letters to type before matches are listed.',
    },
    multichoice: { type: 'boolean', default: false, description: 'Allows several values to be chosen.' },
    placeholder: {
      type: 'string',
      description: "Hint shown while nothing is chosen (default 'Select an option...').",
    },
    showSelectedValues: {
      type: 'boolean',
      description: 'Lists the chosen values below the search box; defaults to true for single choice.',
    },
    optionsMatchOrder: {
      anyOf: [{ enum: MATCH_ORDER }, { type: 'array', items: { enum: MATCH_ORDER }, uniqueItems: true }],
      default: [...MATCH_ORDER],
      description: 'How typed text matches, in order: BeginsWith, then ContainsSequence.',
    },
    singleOptionDeletable: {
      type: 'boolean',
      default: false,
      description: 'Lets the user clear a single choice.',
    },
    suggestedValue: suggestedValueProperty('An enabled option (a list with multichoice)'),
  },
  derived: {
    ...suggestionDerived,
    displayValue: 'The texts of the chosen options, joined with commas.',
  },
  snippet: yamlLines(
    '- AutoComplete:',
    '    id: autoComplete1',
    '    label: Search',
    '    options: [Alpha, Beta, Gamma]',
  ),
  example: yamlLines(
    '- AutoComplete:',
    '    id: priorModalities',
    '    label: Prior imaging',
    '    multichoice: true',
    '    minSearch: 1',
    '    options: [CT abdomen, CT thorax, MRI liver, MRI pelvis, PET-CT, Ultrasound abdomen]',
  ),
} satisfies ComponentDefinition;
