/** The Generated Code tab and the Json Specification tab. */
import { parse } from 'yaml';
import type { FormSpec } from '@formwright/core/authoring';
import { generatedFormulas } from '../../preview/generatedCode';

/** Every formula with its component, property, dependencies and evaluation order, and the script. */
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
              <th>Component</th>
              <th>Property</th>
              <th>Formula</th>
              <th>Dependencies</th>
            </tr>
          </thead>
          <tbody>
            {formulas.map((f) => (
              <tr key={`${f.component}.${f.property}.${f.kind}`}>
                <td>{f.order}</td>
                <td>
                  {f.component} ({f.type})
                </td>
                <td>{f.property}</td>
                <td>
                  <code>
                    {f.kind === 'user' ? ':=' : f.kind === 'init' ? '||init=' : '='}
                    {f.source}
                  </code>
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
