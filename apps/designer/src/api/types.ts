/**
 * The entities the designer exchanges with the server, with the spec's field names (docs/rest.md#the-rest-contract,
 * docs/operations.md#the-seeded-demo-site-local-mode). Only what the designer reads is typed; the server may send more.
 */
import type { Role } from '../session/roles';

/** The form's parts inside a template. */
export interface TemplateContent {
  readonly JsCode: string;
  readonly Yaml: string;
  readonly JsonSpec?: string;
  readonly dataProviders?: unknown;
  readonly metadata?: unknown;
  readonly ExportsImages?: boolean;
}

/** A form template (one version of a form). */
export interface FormTemplate {
  readonly Id: string;
  readonly FolderId?: number | string | null;
  readonly Name: string;
  readonly Description?: string;
  readonly Created?: string;
  readonly CreatedBy?: string;
  readonly Deleted?: boolean;
  readonly Version: number;
  readonly MaxVersion?: number;
  readonly SpecVersion?: string;
  readonly Template: TemplateContent;
  /** The version's form tests (docs/form-tests.md). */
  readonly Tests?: string;
}

/** What a save sends: a template without its server-made fields. */
export interface SaveTemplateBody {
  readonly Id?: string;
  /** The save-version the author edited (the server refuses an older base unless Overwrite). */
  readonly Version?: number | null;
  readonly Overwrite?: boolean;
  readonly FolderId?: number | string | null;
  readonly Name: string;
  readonly Description?: string;
  readonly Template: TemplateContent;
  /** The form tests saved with this version. */
  readonly Tests?: string;
}

/** One row of a form's versions. */
export interface VersionListItem {
  readonly Id: string;
  readonly Version: number;
  /** The format version the specification is written in (the server sends it with every version). */
  readonly SpecVersion?: string;
  readonly BuildNumber?: number | null;
  readonly Created?: string;
  readonly CreatedBy?: string;
}

/** A signed-in user. */
export interface User {
  readonly Guid: string;
  readonly GivenName?: string;
  readonly FamilyName?: string;
  readonly Email?: string;
  readonly Role: Role;
}

/** A site. */
export interface Site {
  readonly Id: number | string;
  readonly Name: string;
  readonly Description?: string;
  readonly EmailDomain?: string;
  readonly IsCurrent?: boolean;
}

/** A folder. */
export interface Folder {
  readonly Id: number | string;
  readonly FolderName: string;
  readonly ParentId: number | string | null;
  readonly SiteId?: number | string;
}

/** A data provider (mock). */
export interface DataProvider {
  readonly DbId?: number | string;
  readonly Id: string;
  readonly Uid: string;
  readonly Version: number;
  readonly MockData: string;
}

/** A build's info. */
export interface BuildInfo {
  readonly TemplateId: string;
  readonly TemplateVersion: number;
  readonly Created?: string;
  readonly BuildNumber: number;
}
