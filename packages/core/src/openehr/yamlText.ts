/**
 * Writes the imported form as YAML text by hand, so the output is stable, readable and can carry notes as
 * comments above a component (a yaml library would lose them). Strings are plain where YAML reads them
 * back unchanged, else single-quoted, else (control characters) double-quoted JSON, which YAML reads too.
 */

/** A component of the imported form: its type, its properties in order, children, and an optional note. */
export interface FormNode {
  readonly type: string;
  readonly props: Record<string, unknown>;
  readonly children?: FormNode[];
  /** Written as a `#` comment line above the component. */
  readonly note?: string;
  /**
   * An input that writes nothing on its own (a DV_DATE_TIME's time of day, written only with its date):
   * it does not count as the entry holding data.
   */
  readonly companion?: boolean;
}

const RESERVED_PLAIN = /^(true|false|null|yes|no|on|off|y|n|~)$/i;

function scalar(v: unknown, flow: boolean): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  const s = String(v);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(s)) return JSON.stringify(s);
  const plain =
    s !== '' &&
    s.trim() === s &&
    /^[\p{L}_(][\p{L}\p{N}_ .()/'-]*$/u.test(s) &&
    !RESERVED_PLAIN.test(s) &&
    !/^[-?:]\s/.test(s) &&
    !(flow && /[,[\]{}]/.test(s));
  return plain ? s : `'${s.replace(/'/g, "''")}'`;
}

function flowMap(o: Record<string, unknown>): string {
  return `{ ${Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${scalar(v, true)}`)
    .join(', ')} }`;
}

function value(key: string, v: unknown, indent: string, out: string[]): void {
  if (Array.isArray(v)) {
    if (v.length === 0) {
      out.push(`${indent}${key}: []`);
      return;
    }
    out.push(`${indent}${key}:`);
    for (const item of v) {
      out.push(
        `${indent}  - ${item && typeof item === 'object' ? flowMap(item as Record<string, unknown>) : scalar(item, false)}`,
      );
    }
  } else if (v && typeof v === 'object') {
    out.push(`${indent}${key}:`);
    for (const [k, x] of Object.entries(v)) if (x !== undefined) value(k, x, `${indent}  `, out);
  } else out.push(`${indent}${key}: ${scalar(v, false)}`);
}

function component(node: FormNode, indent: string, out: string[]): void {
  if (node.note) for (const line of node.note.split('\n')) out.push(`${indent}# ${line}`);
  out.push(`${indent}- ${node.type}:`);
  const inner = `${indent}    `;
  for (const [k, v] of Object.entries(node.props)) if (v !== undefined) value(k, v, inner, out);
  if (node.children && node.children.length > 0) {
    out.push(`${inner}components:`);
    for (const c of node.children) component(c, `${inner}  `, out);
  }
}

/** The whole specification text: a header comment, Metadata, Components and ReportOutput. */
export function formYaml(
  header: readonly string[],
  metadata: Record<string, unknown>,
  components: readonly FormNode[],
  reportOutput: readonly Record<string, unknown>[],
): string {
  const out: string[] = header.map((l) => `# ${l}`);
  value('Metadata', metadata, '', out);
  out.push('', 'Components:');
  for (const c of components) component(c, '  ', out);
  out.push('', 'ReportOutput:');
  for (const r of reportOutput) out.push(`  - ${flowMap(r)}`);
  return `${out.join('\n')}\n`;
}
