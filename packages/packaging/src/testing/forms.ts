/** A small valid form: one Number `size` and the report "Size {size} mm" (`@formwright/packaging/testing`: the build's and the server's tests). */
export function smallForm(title = 'Small form', major = 1, minor = 0): string {
  return [
    'Metadata:',
    `  title: ${title}`,
    '  lang: en',
    '  description: A test form',
    `  versionMajor: ${major}`,
    `  versionMinor: ${minor}`,
    'ReportOutput:',
    '  - text: "Size {size} mm"',
    'Components:',
    '  - Number: { id: size, label: Size }',
    '',
  ].join('\n');
}
