/**
 * The users guide's text (the /help/usersguide page). `npm run screens` writes docs/users-guide.md from
 * it with the screen pictures inline (scripts/screens/guide.ts), and tests keep the two in step. It covers
 * signing in, the admin screen, the editor, completion with CTRL+SPACE, scripts, the preview tabs,
 * building and sharing, the public preview, data providers, administering users and sites, colour mode,
 * CTRL+ALT+click from the preview to the specification, and the help pages and TemplateView.
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
    title: 'Signing in',
    paragraphs: [
      'Press Start on the login page to sign in with your organisation’s account. The System Requirements box lists what the browser needs.',
      'Someone signed in without access to a site sees ‘You are logged in, but do not have permissions to do anything yet.’ Copy Id copies your user id: send it to a site admin, who can grant you access.',
    ],
  },
  {
    title: 'The admin screen',
    paragraphs: [
      'The overview (the Formwright link in the top navigation) shows the folder tree on the left: your site’s own folders, the Shared forms other sites share with yours, and the curated folders of the provider. Select a folder to list its forms with their name, version and modification time.',
      'Use New folder, Rename and Delete above the tree to manage folders, and New form, Demo or Import from File to start a form; the import buttons also take a file dropped on them. Drag a form or a folder onto another folder to move it. Show deleted forms lists removed forms as well; admins can export all forms as one package file.',
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
      'Form data lists the values of the fields. Form state shows the state and loads a saved state. Generated code shows the code built from the specification. Build creates or downloads the package for IDS7 and lists the versions. Help lists the script commands and the component properties with a search; open a script command and press Copy to put its example at the cursor of the Specification or Script tab. Data sources: the providers the form reads and their test data, kept on the Data providers screen.',
      'Tests records what you do in the preview as a scenario with the outputs it gives, and runs every scenario again after each edit: a failing one shows its difference, and the build is refused until the new outputs are accepted or the form is fixed.',
    ],
  },
  {
    title: 'Building and sharing',
    paragraphs: [
      'Save the form first. The Build tab then creates the package for IDS7 (Create new build) or downloads the existing one, names the data sources the form needs and the IDS7 version it requires, and lists every version; versions without a build can be selected and deleted.',
      'The Share tab turns on Preview enabled, which gives two links: one to this version and one to the latest version. Public form shares the form with every site: they find it under Shared and can copy it.',
    ],
  },
  {
    title: 'The public preview',
    paragraphs: [
      'A preview link shows the form to anyone, signed in or not, as long as the form has preview enabled. The page has its own switch between dark and light.',
    ],
  },
  {
    title: 'Data providers',
    paragraphs: [
      'Data providers (in the top navigation) lists the site’s providers with their Id, Uid and Version. Add one and give it test data as JSON: the preview fills every field whose dataarg names the provider with that data.',
      'Provider packages (.srtbp) are imported by dropping them on the page or with Load; choose the providers and press Add selected.',
    ],
  },
  {
    title: 'Administering users and sites',
    paragraphs: [
      'Site admins find Administer users in the top navigation: the current site users with their role and Remove, the unverified users of the site’s email domain with Add, and adding a user by id. A new role applies from the user’s next sign-in.',
      'Provider admins find the Formwright admin entry instead: every site with its email domain (which they can change), Create site, and Update user to set a user’s role on a site.',
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
  {
    title: 'Help and TemplateView',
    paragraphs: [
      'The Help menu opens the release notes, this guide and the About page with the version, build number and year.',
      'TemplateView shows a form as the reporting viewer hosts it, with the host’s functions, to try a form outside the editor.',
    ],
  },
];
