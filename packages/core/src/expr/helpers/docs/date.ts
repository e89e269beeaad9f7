import type { HelperDocs } from '../types';

/** The docs of the date helpers (`../date.ts`), by name: authoring only, never in the runtime bundle. */
export const dateHelperDocs = {
  FormatDate: { description: "Writes a date (ISO text, YYYYMMDD text, Date) with tokens YYYY YY MM M DD D HH H mm ss and [literal] (default YYYY-MM-DD); empty or invalid gives ''.", example: "FormatDate('2026-11-22T14:05', 'DD.MM.YYYY HH:mm')", exampleResult: "22.11.2026 14:05" },
  Today: { description: "Today's local date by the form's clock, written with the FormatDate tokens (default YYYY-MM-DD); never empty.", example: "Today('YYYY')" },
  Now: { description: "The local date and time by the form's clock, written with the FormatDate tokens (default YYYY-MM-DD HH:mm); never empty.", example: "Now('HH:mm')" },
} as const satisfies Readonly<Record<string, HelperDocs>>;
