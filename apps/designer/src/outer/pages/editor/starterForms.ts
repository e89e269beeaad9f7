/** The built-in demo form and the empty starter form (docs/designer.md#the-designer), bundled as text. */
import demo from '../../../../../../fixtures/forms/demo.yaml?raw';
import starter from '../../../../../../fixtures/forms/starter.yaml?raw';

/** The demo form's specification. */
export const DEMO_FORM = demo;
/** The starter form's specification: metadata, report output, components, a summary. */
export const STARTER_FORM = starter;
