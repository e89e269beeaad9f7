/** The Generated Code tab and the Json Specification tab. */
import { parse } from 'yaml';
import type { FormSpec } from '@formwright/core/authoring';
import { generatedFormulas, type FormulaEntry } from '../preview/generatedCode';

/** Every formula with its line, component, property, dependencies and evaluation order, and the script. */
export function GeneratedCodeTab({ spec, script }: { spec: FormSpec | undefined; script: string }) {
  const formulas = spec ? generatedFormulas(spec) : [];
  return (
    <div className="fw-generated">
      <h3>Formulas</h3>
      {formulas.length === 0 ? (
        <p className="fw-empty">Currently no data available</p>
      ) : (
        <table className="fw-table">
          <thead>
            <tr>
              <th>Order</th>
              <th>Line</th>
              <th>Component</th>
              <th>Property</th>
              <th>Formula</th>
              <th>Dependencies</th>
            </tr>
          </thead>
          <tbody>
            {formulas.map((f) => (
              <tr key={f.order}>
                <td>{f.order}</td>
                <td>{f.line > 0 ? f.line : ''}</td>
                <td>{f.type ? `${f.component} (${f.type})` : f.component}</td>
                <td>{f.property}</td>
                <td>
                  <code>{written(f)}</code>
                </td>
                <td>{f.dependencies.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>Script</h3>
      <pre className="fw-code">{script || '(no script)'}</pre>
    </div>
  );
}

/** A formula as written: `=…`, `:=…`, `||init=…`, or a template's placeholder `{…}`. */
export function written(f: FormulaEntry): string {
  if (f.kind === 'placeholder') return `{${f.source}}`;
  return `${f.kind === 'user' ? ':=' : f.kind === 'init' ? '||init=' : '='}${f.source}`;
}

/** The specification as JSON (what the JsonSpec field holds); a YAML error as a comment line. */
export function specAsJson(yamlText: string): string {
  try {
    return JSON.stringify(parse(yamlText), null, 2) ?? '';
  } catch (e) {
    return `// ${(e as Error).message}`;
  }
}

/** The Json Specification tab. */
export function JsonSpecTab({ yaml }: { yaml: string }) {
  return <pre className="fw-code">{specAsJson(yaml)}</pre>;
}
