import { fieldTypeOf, isFieldComponent, readFreeField, stringProp, type FieldType } from './outputComponent';

/**
 * Template fields (docs/outputs.md#template-fields): what a build tells IDS7 about the form's fields. Our rules: every field
 * component (its type's behaviour has a field role; a StaticText only with formField format or value; see isFieldComponent) with an
 * id written by the author, outside Lists (their items are dynamic), is one template field. Name is the id; GlobalName the worklistAttribute (or ''); Path the ids of the enclosing
 * components and the id, joined by '/'; Destination `free-field.{id}` for a freeField, else ''.
 */
export interface TemplateField {
  readonly Name: string;
  readonly GlobalName: string;
  readonly Type: FieldType;
  readonly Path: string;
  readonly Destination: string;
  readonly ClearDestinationOnEmpty: boolean;
}

/** The spec nodes template fields are read from (FormSpec.all / byId carry them). */
export interface TemplateFieldNode {
  readonly id: string;
  readonly type: string;
  readonly explicitId: boolean;
  readonly props: Readonly<Record<string, unknown>>;
  readonly parentId: string;
  readonly listId?: string;
}

/** The template fields of a form, in document order. */
export function templateFieldsOf(
  all: readonly TemplateFieldNode[],
  byId: ReadonlyMap<string, TemplateFieldNode>,
): TemplateField[] {
  const pathOf = (node: TemplateFieldNode): string => {
    const ids: string[] = [node.id];
    let parent = byId.get(node.parentId);
    for (let depth = 0; parent && depth < 100; depth++) {
      if (parent.explicitId) ids.unshift(parent.id);
      parent = byId.get(parent.parentId);
    }
    return ids.join('/');
  };
  return all
    .filter((n) => n.explicitId && n.listId === undefined && isFieldComponent(n.type, n.props))
    .map((n) => {
      const free = readFreeField(n.props['freeField']);
      return {
        Name: n.id,
        GlobalName: stringProp(n.props, 'worklistAttribute') ?? '',
        Type: fieldTypeOf(n.type),
        Path: pathOf(n),
        Destination: free ? `free-field.${free.id}` : '',
        ClearDestinationOnEmpty: free ? free.whenEmpty === 'clear' : false,
      };
    });
}
