import type {
  COLUMN_SPLITS,
  CONTAINER_COMMON,
  DISPLAY_COMMON,
  INPUT_COMMON,
  SIZE_KEYWORDS,
  SPACING_VALUES,
} from './common';
import type { ChoiceOption } from './choice';

/**
 * Value types shared by the per-type props types (`components/<type>/props.ts`): what a view reads in
 * `ComponentState.props`. They describe what a valid specification and the engine put there; a property
 * written as a formula holds whatever its formula returned (the engine does not coerce it), which is why
 * the derived values, computed by the type's rules, are the ones a view shows (docs/engine.md).
 */

/** The result of a formula the engine evaluates as a condition (hidden, display, disabled): test it with `isTruthy`. */
export type FormulaResult = unknown;

/** A width: a size keyword, a number (rem in inputs), or digits with an optional % (docs/components.md#common-properties). */
export type Size = (typeof SIZE_KEYWORDS)[number] | number | string;

/** Spacing keywords (docs/components.md#common-properties). */
export type Spacing = (typeof SPACING_VALUES)[number];

/** Column splits 1/11 to 9/3 (docs/components.md#common-properties). */
export type ColumnSplit = (typeof COLUMN_SPLITS)[number];

/** An offset from the aligned position: pixels, or digits with an optional %. */
export type Offset = number | string;

/** A simple option value. */
export type OptionValue = string | number | boolean;

/** One option as written: a simple value or an object (docs/components.md#components). */
export type OptionSpec =
  | OptionValue
  | {
      readonly value?: OptionValue;
      readonly text?: string;
      readonly description?: string;
      readonly disabled?: FormulaResult;
      readonly exclusive?: boolean;
      readonly coding?: readonly Coding[];
    };

/** One coding of a terminology (decisions D13). */
export interface Coding {
  readonly system: string;
  readonly code: string;
  readonly display?: string;
}

/** One option as a choice view shows it: read, with its disabled flag and whether it is selected. */
export interface Choice extends ChoiceOption {
  readonly selected: boolean;
}

/** One report-template item as written (ReportOutput, Report, Summary reportTemplate, List reportSummary). */
export interface ReportItemSpec {
  readonly text: string;
  readonly if?: FormulaResult;
  readonly separator?: string;
  readonly sectionId?: string;
  readonly smartFilter?: boolean;
}

/** The free field a value is written to. */
export interface FreeFieldProp {
  readonly id: string;
  readonly whenEmpty?: 'clear' | 'noUpdate';
}

/** The common properties of docs/components.md#common-properties, typed; each type picks its own with the lists below. */
export interface CommonProps {
  readonly id: string;
  readonly display?: FormulaResult;
  readonly hidden?: FormulaResult;
  readonly disabled?: FormulaResult;
  readonly mandatory?: 'none' | 'alert' | 'prohibit';
  /** Rendered text (templates filled in). */
  readonly name?: string;
  /** Rendered text (templates filled in). */
  readonly label?: string;
  readonly dataarg?: string;
  readonly worklistAttribute?: string;
  readonly oEhrId?: string;
  readonly coding?: readonly Coding[];
  readonly size?: Size;
  readonly freeField?: FreeFieldProp;
  readonly prefix?: string;
  readonly prefixStyle?: string;
  readonly suffix?: string;
  readonly suffixStyle?: string;
  readonly value?: unknown;
}

/** The common properties of input components, value left to the type. */
export type InputCommonProps = Omit<Pick<CommonProps, (typeof INPUT_COMMON)[number]>, 'value'> &
  SuggestionProps;

/**
 * `suggestedValue` of the input components (components/suggestion.ts) and what the engine offers of it:
 * `suggestion` is set only while the value is empty and the suggestion is a valid value of the component.
 */
export interface SuggestionProps {
  readonly suggestedValue?: unknown;
  /** The valid suggestion while the value is empty (what accepting writes); absent otherwise. */
  readonly suggestion?: unknown;
}

/** The common properties of display-only components. */
export type DisplayCommonProps = Pick<CommonProps, (typeof DISPLAY_COMMON)[number]>;

/** The common properties of containers. */
export type ContainerCommonProps = Pick<CommonProps, (typeof CONTAINER_COMMON)[number]>;
