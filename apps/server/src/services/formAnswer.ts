import type { Selectable } from 'kysely';
import type { Template } from '@formwright/api';
import type { VersionsTable } from '../storage/schema';
import type { FormHead, Tree, VersionRef } from './access';
import { contentOfRow } from './versionContent';

/** The parts of a form read that belong to the saved version: serialised once, they never change. */
interface Frozen {
  /** `"Name":…,"Description":…,"Created":…,"CreatedBy":…` */
  readonly head: string;
  /** `"Version":…` */
  readonly version: string;
  /** `"SpecVersion":…` */
  readonly spec: string;
  /** `"Template":{…},"Tests":…,"Diagnostics":[…]}`, as the bytes sent */
  readonly tail: Buffer;
  /** The last whole answer built from this version, and the live part it was built with. */
  last?: { readonly live: string; readonly answer: Buffer };
}

/** The inside of an object's JSON (without its braces). */
const fields = (value: Record<string, unknown>) => JSON.stringify(value).slice(1, -1);

/**
 * The JSON answer of reading a form (`GET /api/Templates/{id}/{version?}`), built as text. A saved
 * version is never changed (a save adds a new one, a delete removes it, and its number is never given
 * again), so each process keeps the serialised content of the versions it read, keyed by form id,
 * version and the time it was saved; what may change (the folder, the tree as the caller sees it, the
 * deleted flag, the latest version, the build number) is read and checked on every request.
 */
export class FormAnswers {
  private readonly frozen = new Map<string, Frozen>();
  private size = 0;

  /** @param budget about how many bytes of serialised versions a process keeps (oldest dropped first). */
  constructor(private readonly budget = 64 * 1024 * 1024) {}

  /** The cached content of a version, or undefined when this process has not read it yet. */
  has(form: FormHead, v: VersionRef): boolean {
    return this.frozen.has(keyOf(form.id, v));
  }

  /** Keeps the content of a version row read from the database. */
  remember(form: FormHead, v: VersionRef, row: Selectable<VersionsTable>): void {
    const c = contentOfRow(row);
    const frozen: Frozen = {
      head: fields({
        Name: row.name,
        Description: row.description,
        Created: row.created,
        CreatedBy: row.created_by,
      }),
      version: fields({ Version: row.version }),
      spec: fields({ SpecVersion: row.spec_version }),
      tail: Buffer.from(
        `${fields({
          Template: {
            Yaml: c.yaml,
            JsCode: c.jsCode,
            JsonSpec: c.jsonSpec,
            dataProviders: [...c.dataProviders],
            metadata: c.metadata,
            ExportsImages: c.exportsImages,
          },
          Tests: c.tests,
          Diagnostics: JSON.parse(row.diagnostics) as Template['Diagnostics'],
        })}}`,
      ),
    };
    const key = keyOf(form.id, v);
    if (this.frozen.has(key)) return;
    const cost = frozen.head.length + 2 * frozen.tail.length + 64;
    if (cost > this.budget) return;
    this.frozen.set(key, frozen);
    this.size += cost;
    for (const [old, f] of this.frozen) {
      if (this.size <= this.budget) break;
      this.frozen.delete(old);
      this.size -= f.head.length + 2 * f.tail.length + 64;
    }
  }

  /** The answer's JSON as UTF-8 bytes; the version's content must have been {@link remember}ed. */
  json(form: FormHead & { tree: Tree }, v: VersionRef): Buffer {
    const f = this.frozen.get(keyOf(form.id, v));
    if (!f) throw new Error(`form ${form.id} version ${v.version} is not cached`);
    // The keys in the order of the contract's templateSchema (packages/api).
    const live = fields({
      Id: form.id,
      FolderId: form.tree === 'shared' ? null : form.folder_id,
      SiteId: form.tree === 'site' ? form.site_id : null,
    });
    const before = `{${live},${f.head},"Deleted":${form.deleted === 1},${f.version},"MaxVersion":${form.latest_version},${f.spec},"BuildNumber":${v.buildNumber ?? null},`;
    // The live part rarely changes between reads: the answer built last time is sent again, not copied.
    if (f.last?.live === before) return f.last.answer;
    const answer = Buffer.concat([Buffer.from(before), f.tail]);
    f.last = { live: before, answer };
    return answer;
  }
}

const keyOf = (id: string, v: VersionRef) => `${id}\n${v.version}\n${v.created}`;
