/**
 * The Build tab's rules (docs/designer.md#the-designer): only versions without a build can be checked;
 * select-all checks every such row (so the latest row is skipped when it has a build); the required IDS7
 * version (with its template fields: a Destination asks 23.1) and data sources come from the specification.
 */
import {
  ids7FeaturesOf,
  requiredIds7Version,
  type FormSpec,
  type Ids7Requirement,
} from '@formwright/core/authoring';
import { templateFieldsOf } from '@formwright/core/runtime';
import type { VersionRow } from '../../outer/api/formRepository';

/** The tooltip on a version that has a build. */
export const HAS_BUILD_TOOLTIP = 'Can not delete form versions that has a build.';

/** True when the version has a build (its row cannot be checked). */
export function hasBuild(v: Pick<VersionRow, 'BuildNumber'>): boolean {
  return v.BuildNumber !== undefined && v.BuildNumber !== null;
}

/** The versions select-all checks: every row without a build. */
export function selectAll(versions: readonly Pick<VersionRow, 'Version' | 'BuildNumber'>[]): number[] {
  return versions.filter((v) => !hasBuild(v)).map((v) => v.Version);
}

/** The IDS7 version a form needs. */
export function requiredVersionOf(spec: FormSpec): Ids7Requirement {
  return requiredIds7Version(ids7FeaturesOf(spec, templateFieldsOf(spec.all, spec.byId)));
}
