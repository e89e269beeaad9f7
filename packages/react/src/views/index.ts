/**
 * The default views: one per component type, an explicit list checked by the compiler (a missing type is
 * a type error). Override one with `<FormView views={{ ...defaultViews, Number: MyNumber }}>`.
 */
import type { ViewMap } from './types';
import { StaticTextView } from './staticText/StaticTextView';
import { HeaderView } from './header/HeaderView';
import { HtmlBoxView } from './htmlBox/HtmlBoxView';
import { HelpView } from './help/HelpView';
import { HRView } from './hr/HRView';
import { VSpaceView } from './vSpace/VSpaceView';
import { RowBreakView } from './rowBreak/RowBreakView';
import { ComponentGroupView } from './componentGroup/ComponentGroupView';
import { SectionView } from './section/SectionView';
import { TabsView } from './tabs/TabsView';
import { RowView } from './row/RowView';
import { ListView } from './list/ListView';
import { TextView } from './text/TextView';
import { TextAreaView } from './textArea/TextAreaView';
import { DateView } from './date/DateView';
import { NumberView } from './number/NumberView';
import { CheckboxView } from './checkbox/CheckboxView';
import { CheckboxListView } from './checkboxList/CheckboxListView';
import { OptionView } from './option/OptionView';
import { AutoCompleteView } from './autoComplete/AutoCompleteView';
import { DropdownView } from './dropdown/DropdownView';
import { ButtonView } from './button/ButtonView';
import { GraphView } from './graph/GraphView';
import { PainterView } from './painter/PainterView';
import { SummaryView } from './summary/SummaryView';
import { ReportView } from './report/ReportView';
import { DiagnosticCodesView } from './diagnosticCodes/DiagnosticCodesView';
import { MandatoryFieldsView } from './mandatoryFields/MandatoryFieldsView';

export const defaultViews: ViewMap = {
  StaticText: StaticTextView,
  Header: HeaderView,
  HtmlBox: HtmlBoxView,
  Help: HelpView,
  HR: HRView,
  VSpace: VSpaceView,
  RowBreak: RowBreakView,
  ComponentGroup: ComponentGroupView,
  Section: SectionView,
  Tabs: TabsView,
  Row: RowView,
  List: ListView,
  Text: TextView,
  TextArea: TextAreaView,
  Date: DateView,
  Number: NumberView,
  Checkbox: CheckboxView,
  CheckboxList: CheckboxListView,
  Option: OptionView,
  AutoComplete: AutoCompleteView,
  Dropdown: DropdownView,
  Button: ButtonView,
  Graph: GraphView,
  Painter: PainterView,
  Summary: SummaryView,
  Report: ReportView,
  DiagnosticCodes: DiagnosticCodesView,
  MandatoryFields: MandatoryFieldsView,
};
