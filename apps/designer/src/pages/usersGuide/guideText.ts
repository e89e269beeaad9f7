/**
 * The users guide's text (the /help/usersguide page; docs/users-guide.md carries the same sections and a
 * test keeps the two in step). It covers the admin screen, the editor, completion with CTRL+SPACE,
 * scripts, the preview tabs, colour mode and CTRL+ALT+click from the preview to the specification.
 */

/** The disclaimer every users guide carries (word for word the product rule). */
export const DISCLAIMER =
  'The manufacturer is not responsible for the clinical relevance of built forms. Built forms are not covered by the product’s CE marking or FDA approval. Formal quality assurance of each built form is recommended.';

/** One section of the guide: a heading and its paragraphs. */
export interface GuideSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/** The guide's sections in reading order. */
export const GUIDE_SECTIONS: readonly GuideSection[] = [
  {
    title: 'The admin screen',
    paragraphs: [
      'The overview (the Formwright link in the top navigation) shows the folder tree on the left: your site’s own folders, the Shared forms other sites share with yours, and the curated folders of the provider. Select a folder to list its forms with their name, version and modification time.',
      'Use New, Rename and Delete above the tree to manage folders, and New, Demo or Import from File to start a form. Drag a form or a folder onto another folder to move it. Show deleted forms lists removed forms as well; admins can export all forms as one package file.',
    ],
  },
  {
    title: 'The editor',
    paragraphs: [
      'Open a form to edit it. The left side has the tabs Specification (the YAML text of the form), Script, Generated Code and Json Specification; the right side has Preview, Form data, Form state, Build, Share and Help.',
      'The toolbar inserts a snippet, clears the text or undoes the last change (up to 10 steps). The toolbox lists every component type: click one to insert its template. Save changes and Export as file sit in the top navigation.',
    ],
  },
  {
    title: 'Completing the specification with CTRL+SPACE',
    paragraphs: [
      'Press CTRL+SPACE in the specification to list what may be written at the cursor: component types, properties and their values. Hover over a property to read its description.',
    ],
  },
  {
    title: 'Scripts',
    paragraphs: [
      'The Script tab holds the form’s optional script. It runs when values change and can set values, show messages and read provider data with the helper functions listed in the Help tab.',
    ],
  },
  {
    title: 'The preview tabs',
    paragraphs: [
      'Visual: the Preview tab shows the form as the radiologist will see it, with a list of errors (each with a clickable line), Reload data sources and Clear state.',
      'Form data lists the values of the fields. Form state shows the state and loads a saved state. Generated code shows the code built from the specification. Build creates or downloads the package for IDS7 and lists the versions. Help lists the script commands and the component properties with a search. Data sources: the providers the form reads and their test data, kept on the Data providers screen.',
    ],
  },
  {
    title: 'Colour mode',
    paragraphs: [
      'Change theme in the profile menu switches between dark (the default) and light. The preview and the public preview follow it; the public preview has its own switch.',
    ],
  },
  {
    title: 'From the preview to the specification with CTRL+ALT+click',
    paragraphs: [
      'Hold CTRL and ALT and click an element of the preview: the editor scrolls to the line of the specification that made it and highlights it for a second.',
    ],
  },
];
