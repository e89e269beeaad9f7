import type { HelperDocs } from '../types';

/** The docs of the state helpers (`../state.ts`), by name: authoring only, never in the runtime bundle. */
export const stateHelperDocs = {
  Get: { description: "The value (or a property) of the component with this id, read at run time; empty without an engine.", example: "Get('size', 'displayValue')" },
  Set: { description: "Set(id, value) or Set(id, prop, value): writes the script layer (undefined clears the override); empty result.", example: "Set('comment', 'hidden', true)" },
  GetDynamicAll: { description: "The values (or a property) of every component whose id matches the pattern; empty without an engine.", example: "GetDynamicAll('lesions_*_size')" },
  MirrorComponentValues: { description: "Copies the values of the source components to the target components (pairwise); empty result.", example: "MirrorComponentValues(['a1', 'a2'], ['b1', 'b2'])" },
  RequestDataProviderUpdate: { description: "Asks the PACS data provider to update the named providers, or all when none is named; empty result.", example: "RequestDataProviderUpdate('Lesions')" },
  IsEvent: { description: "True when the current event has this reason (and, when given, this source id); empty without an engine.", example: "IsEvent('click', 'calculate')" },
  StateChangeReasonIs: { description: "True when the reason of the current state change is one of the given reasons; empty without an engine.", example: "StateChangeReasonIs('init', 'dataRetrieve')" },
} as const satisfies Readonly<Record<string, HelperDocs>>;
