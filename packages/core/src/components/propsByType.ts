import type { AutoCompleteProps } from './autoComplete/props';
import type { ButtonProps } from './button/props';
import type { CheckboxProps } from './checkbox/props';
import type { CheckboxListProps } from './checkboxList/props';
import type { ComponentGroupProps } from './componentGroup/props';
import type { DateProps } from './date/props';
import type { DiagnosticCodesProps } from './diagnosticCodes/props';
import type { DropdownProps } from './dropdown/props';
import type { GraphProps } from './graph/props';
import type { HeaderProps } from './header/props';
import type { HelpProps } from './help/props';
import type { HRProps } from './hr/props';
import type { HtmlBoxProps } from './htmlBox/props';
import type { ListProps } from './list/props';
import type { MandatoryFieldsProps } from './mandatoryFields/props';
import type { NumberProps } from './number/props';
import type { OptionProps } from './option/props';
import type { PainterProps } from './painter/props';
import type { ReportProps } from './report/props';
import type { RowProps } from './row/props';
import type { RowBreakProps } from './rowBreak/props';
import type { SectionProps } from './section/props';
import type { StaticTextProps } from './staticText/props';
import type { SummaryProps } from './summary/props';
import type { TabsProps } from './tabs/props';
import type { TextProps } from './text/props';
import type { TextAreaProps } from './textArea/props';
import type { VSpaceProps } from './vSpace/props';

export type {
  AutoCompleteProps,
  ButtonProps,
  CheckboxProps,
  CheckboxListProps,
  ComponentGroupProps,
  DateProps,
  DiagnosticCodesProps,
  DropdownProps,
  GraphProps,
  HeaderProps,
  HelpProps,
  HRProps,
  HtmlBoxProps,
  ListProps,
  MandatoryFieldsProps,
  NumberProps,
  OptionProps,
  PainterProps,
  ReportProps,
  RowProps,
  RowBreakProps,
  SectionProps,
  StaticTextProps,
  SummaryProps,
  TabsProps,
  TextProps,
  TextAreaProps,
  VSpaceProps,
};
export type { TabFlags } from './tabs/props';
export type { ListItemShown } from './list/props';
export type { MatchOrder } from './autoComplete/props';
export type { GraphTrace } from './graph/props';
export type { PainterMarkerSpec, PainterSectorSpec } from './painter/props';

/**
 * Each component type's props and derived values, by type name: what `ComponentState<T>.props` holds.
 * One entry per definition of `registry.ts` (a type-level test keeps them equal, key for key).
 */
export interface ComponentPropsByType {
  StaticText: StaticTextProps;
  Header: HeaderProps;
  HtmlBox: HtmlBoxProps;
  Help: HelpProps;
  HR: HRProps;
  VSpace: VSpaceProps;
  RowBreak: RowBreakProps;
  ComponentGroup: ComponentGroupProps;
  Section: SectionProps;
  Tabs: TabsProps;
  Row: RowProps;
  List: ListProps;
  Text: TextProps;
  TextArea: TextAreaProps;
  Date: DateProps;
  Number: NumberProps;
  Checkbox: CheckboxProps;
  CheckboxList: CheckboxListProps;
  Option: OptionProps;
  AutoComplete: AutoCompleteProps;
  Dropdown: DropdownProps;
  Button: ButtonProps;
  Graph: GraphProps;
  Painter: PainterProps;
  Summary: SummaryProps;
  Report: ReportProps;
  DiagnosticCodes: DiagnosticCodesProps;
  MandatoryFields: MandatoryFieldsProps;
}

/** A component type name as the catalogue writes it (aliases resolved). */
export type ComponentType = keyof ComponentPropsByType;

/** The props of one component type. */
export type ComponentProps<T extends ComponentType = ComponentType> = ComponentPropsByType[T];
