import type { CommonProps, ContainerCommonProps } from '../propTypes';

/** Section's props (children are in `ComponentState.children`). */
export interface SectionProps extends ContainerCommonProps, Pick<CommonProps, 'coding'> {
  readonly borderTop?: boolean;
  readonly borderBottom?: boolean;
  /** Shows a button accepting every suggestion of the section (docs/authoring.md#normals-suggested-values). */
  readonly acceptSuggestions?: boolean;
}
