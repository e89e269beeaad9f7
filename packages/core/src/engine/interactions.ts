/**
 * What a user can do to a form, as tagged values (`store.update(interaction)`), and the serialisable
 * shape of the same things in an actions file (docs/cli.md#the-formwright-command): one step per user interaction, plus the
 * host operations `providers`, `setState` and `clearState`. A recorded log of steps replays through the
 * headless runner (docs/engine.md, "Writing to a form").
 */

/** One user interaction the engine supports; `id` names the component instance it acts on. */
export type Interaction =
  /** User input into a component (typed, chosen, pasted). */
  | { readonly type: 'set'; readonly id: string; readonly value: unknown }
  /** A Button click. */
  | { readonly type: 'click'; readonly id: string }
  /** Add an item to a List. */
  | { readonly type: 'add'; readonly id: string }
  /** Delete item `item` (from 1) of a List. */
  | { readonly type: 'delete'; readonly id: string; readonly item: number }
  /** Tick or untick a Checkbox, a Row's checkbox or a Summary's edit checkbox. */
  | { readonly type: 'check'; readonly id: string; readonly value: boolean }
  /** Type into an editable Summary in edit mode. */
  | { readonly type: 'editSummary'; readonly id: string; readonly text: string }
  | { readonly type: 'focus'; readonly id: string }
  | { readonly type: 'blur'; readonly id: string }
  /** A Number spinner step (buttons, arrow keys). */
  | { readonly type: 'step'; readonly id: string; readonly direction: 1 | -1 }
  /** Click an option of a choice component (Ctrl-click may clear a single choice). */
  | { readonly type: 'toggleOption'; readonly id: string; readonly option: unknown; readonly ctrl?: boolean }
  /** Type into a CheckboxList's 'other' field. */
  | { readonly type: 'otherText'; readonly id: string; readonly text: string }
  /** Tick or untick a CheckboxList's 'other' box. */
  | { readonly type: 'toggleOther'; readonly id: string; readonly checked: boolean }
  /** Show tab `tab` (from 0) of a Tabs. */
  | { readonly type: 'selectTab'; readonly id: string; readonly tab: number }
  /** Open or close (or toggle) item `item` (from 1) of a collapsable List. */
  | { readonly type: 'toggleItem'; readonly id: string; readonly item: number; readonly open?: boolean }
  /** Accept every suggestion of the empty, enabled, visible fields of a Section (its id) or of the whole form (`form`). */
  | { readonly type: 'acceptSuggestions'; readonly id: string };

/** The interaction type names, in the order docs and the actions-file schema list them. */
export const INTERACTION_TYPES = [
  'set',
  'click',
  'add',
  'delete',
  'check',
  'editSummary',
  'focus',
  'blur',
  'step',
  'toggleOption',
  'otherText',
  'toggleOther',
  'selectTab',
  'toggleItem',
  'acceptSuggestions',
] as const satisfies readonly Interaction['type'][];

/** True for a value `update` takes: an object whose `type` is one of {@link INTERACTION_TYPES}. */
export function isInteraction(value: unknown): value is Interaction {
  return (
    typeof value === 'object' &&
    value !== null &&
    (INTERACTION_TYPES as readonly unknown[]).includes((value as { type?: unknown }).type)
  );
}

/** One step of an actions file: a user interaction or a host operation, keyed by its name (docs/cli.md#the-formwright-command). */
export type ActionStep =
  | { readonly set: string; readonly value: unknown }
  | { readonly click: string }
  | { readonly add: string }
  | { readonly delete: string; readonly item: number }
  | { readonly check: string; readonly value: boolean }
  | { readonly editSummary: string; readonly text: string }
  /** setProviderData: the results list, or `{results: [...]}`. */
  | { readonly providers: unknown }
  /** loadState (the host's setCustomState). */
  | { readonly setState: unknown }
  /** clearState. */
  | { readonly clearState: true }
  | { readonly focus: string }
  | { readonly blur: string }
  | { readonly step: string; readonly direction: 1 | -1 }
  | { readonly toggleOption: string; readonly option: unknown; readonly ctrl?: boolean }
  | { readonly otherText: string; readonly text: string }
  | { readonly toggleOther: string; readonly checked: boolean }
  | { readonly selectTab: string; readonly tab: number }
  | { readonly toggleItem: string; readonly item: number; readonly open?: boolean }
  | { readonly acceptSuggestions: string };

/** The host operations an actions file can hold, by step key. */
export const HOST_STEPS = ['providers', 'setState', 'clearState'] as const;

/** An interaction as an actions-file step: its `type` becomes the key holding the id; the rest is kept. */
export function interactionToStep(interaction: Interaction): ActionStep {
  const { type, id, ...rest } = interaction;
  return { [type]: id, ...rest } as unknown as ActionStep;
}

/**
 * An actions-file step as what it asks for: a user interaction, or one of the host operations. A value
 * that is no step (no known key) gives undefined.
 */
export function stepToCommand(
  step: ActionStep,
):
  | { readonly interaction: Interaction }
  | { readonly providers: unknown }
  | { readonly setState: unknown }
  | { readonly clearState: true }
  | undefined {
  if (typeof step !== 'object' || step === null) return undefined;
  const o = step as Readonly<Record<string, unknown>>;
  if ('providers' in o) return { providers: o.providers };
  if ('setState' in o) return { setState: o.setState };
  if ('clearState' in o) return { clearState: true };
  const type = INTERACTION_TYPES.find((t) => t in o);
  if (!type) return undefined;
  const { [type]: id, ...rest } = o;
  return { interaction: { type, id, ...rest } as unknown as Interaction };
}

/** What {@link applyStep} needs of a store. */
export interface StepTarget {
  update(interaction: Interaction): void;
  setProviderData(data: unknown): void;
  loadState(state: unknown): void;
  clearState(): void;
}

/** Applies one actions-file step to a store: the interaction through `update`, a host operation by its method. */
export function applyStep(store: StepTarget, step: ActionStep): void {
  const command = stepToCommand(step);
  if (!command) {
    // Not a step: `update` reports it as an unknown action, like any other value it cannot read.
    store.update(step as unknown as Interaction);
    return;
  }
  if ('interaction' in command) store.update(command.interaction);
  else if ('providers' in command) store.setProviderData(command.providers);
  else if ('setState' in command) store.loadState(command.setState);
  else store.clearState();
}
