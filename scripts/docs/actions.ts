import { ACTIONS_FILE_SCHEMA } from '../../packages/core/src/headless/actionsSchema';

/** docs/actions.schema.json: the JSON Schema of the actions file (docs/cli.md#the-formwright-command), from core's step table. */
export function generate(): Record<string, string> {
  return { 'docs/actions.schema.json': `${JSON.stringify(ACTIONS_FILE_SCHEMA, null, 2)}\n` };
}
