/**
 * The designer's names for the entities of the REST contract (docs/rest.md#the-rest-contract): every one is
 * packages/api's type, inferred from the schema the server validates and serialises by, never restated here.
 */
import type { ClientBody, ResponseOf } from '@formwright/api';

export type {
  BuildInfo,
  BuildResult,
  DataProvider,
  Folder,
  Site,
  SiteSummary,
  TemplateContent,
  TemplateListItem,
  User,
} from '@formwright/api';

/** A form template (one save-version of a form), as `GET /api/Templates/{id}/{version?}` answers it. */
export type FormTemplate = ResponseOf<'getTemplateById'>;

/** What a save sends (`POST /api/Templates`). */
export type SaveTemplateBody = ClientBody<'saveChanges'>;

/** One row of a form's versions. */
export type VersionListItem = ResponseOf<'getTemplateVersionsById'>[number];
