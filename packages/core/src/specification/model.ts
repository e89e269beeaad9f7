import type { Coding } from '../components';
import type { Diagnostic, SourceRange, SpecPath } from '../diagnostics';

/**
 * The typed, immutable model of a validated specification: what the engine and the outputs read.
 * Raw property values are kept as written (formulas are strings starting with = or :=); compiled formulas
 * live beside them in `formulas` once the expression language has checked them.
 */

/** Metadata (docs/specification.md#top-level). */
export interface Metadata {
  readonly lang: string;
  readonly title: string;
  readonly description: string;
  /** What the whole report is in a terminology (decisions D13): the FHIR DiagnosticReport's code. */
  readonly coding?: readonly Coding[];
  readonly versionMajor?: number;
  readonly versionMinor?: number;
  readonly defaults?: Readonly<Record<string, unknown>>;
  readonly outputIdentifier?: string;
  readonly mandatoryFields?: 'display' | 'prohibit-only' | 'no-display';
  readonly forwardProviders?: readonly string[];
  readonly explicitDataSources?: readonly string[];
  readonly reportVersion: 'v1' | 'v2';
  readonly canExportImages?: boolean;
  /** The openEHR template the form writes (docs/openehr.md#the-template-the-form-records). */
  readonly openEhrTemplate?: {
    readonly id: string;
    readonly repeating?: readonly string[];
    readonly dateTimes?: readonly string[];
  };
}

/** One component of the tree, with its place in the source. */
export interface ComponentNode {
  /** The canonical type name (aliases resolved: Autocomplete → AutoComplete). */
  readonly type: string;
  /** The id as written, or a generated `#Auto{n}` for components written without one. */
  readonly id: string;
  /** False for generated ids. */
  readonly explicitId: boolean;
  /** Properties as written, without the structural `components` and `tabs`. */
  readonly props: Readonly<Record<string, unknown>>;
  /** Children of containers (ComponentGroup, Section, Row, List). */
  readonly children: readonly ComponentNode[];
  /** Tabs of a Tabs component. */
  readonly tabs?: readonly TabNode[];
  /** The id of the enclosing List, when inside one (children of a list are templates for its items). */
  readonly listId?: string;
  /** The id of the parent component, or `#Root`. */
  readonly parentId: string;
  /** True for the components the parser adds (#Report, #MandatoryFields, #DiagnosticCodes). */
  readonly generated?: boolean;
  readonly path: SpecPath;
  /** The whole entry in the source. */
  readonly range: SourceRange;
  /** Where each property's value is written, for located runtime errors. */
  readonly propRanges: Readonly<Record<string, SourceRange>>;
}

/** One tab of a Tabs component. */
export interface TabNode {
  readonly tabname: string;
  readonly hidden?: unknown;
  readonly display?: unknown;
  readonly components: readonly ComponentNode[];
  readonly path: SpecPath;
  readonly range: SourceRange;
}

/** A ReportOutput item or a Summary/List report-template item. */
export interface ReportItem {
  readonly text: string;
  readonly if?: unknown;
  readonly separator?: string;
  readonly sectionId?: string;
  readonly smartFilter?: boolean;
  readonly path: SpecPath;
  readonly range: SourceRange;
}

/** The DiagnosticCodes section. */
export interface DiagnosticCodesSpec {
  readonly codeGroups?: unknown;
  readonly calculatedCodeGroups?: unknown;
  readonly spacer?: string;
  readonly path: SpecPath;
  readonly range: SourceRange;
}

/** A validated form specification. */
export interface FormSpec {
  readonly metadata: Metadata;
  /** Top-level components; the parser's hidden outputs come last. */
  readonly components: readonly ComponentNode[];
  readonly reportOutput: readonly ReportItem[];
  readonly diagnosticCodes?: DiagnosticCodesSpec;
  readonly exportsImages?: unknown;
  /** Every component by id, list children included (by their unprefixed template id). */
  readonly byId: ReadonlyMap<string, ComponentNode>;
  /** Every component in document order (depth first). */
  readonly all: readonly ComponentNode[];
  /** Provider names the form reads from (dataarg first segments, forwarded and explicit sources). */
  readonly dataSources: readonly string[];
  /**
   * Where each Metadata key's value is written, and each key inside `defaults` as `defaults.<key>`, so
   * warnings about Metadata (font sizes in defaults) can be located. Keys not written have no entry.
   */
  readonly metadataRanges: Readonly<Record<string, SourceRange>>;
}

/** What parsing and validating a specification yields: a model when there are no errors, and diagnostics. */
export interface ParseResult {
  readonly spec: FormSpec | undefined;
  /**
   * The model whenever the form can run, also when its errors are not fatal, so that a preview (and
   * `formwright render`) shows the form and its errors together. Undefined only for fatal errors: text
   * that cannot be read (YAML syntax, empty, too large, not a mapping) and a missing or malformed
   * Metadata, Components or ReportOutput section. Entries with errors are left out or taken as written.
   */
  readonly runnable?: FormSpec;
  readonly diagnostics: readonly Diagnostic[];
}
