/**
 * Where forms are kept: the server, or, in local mode (the status probe did not answer OK), the
 * browser's IndexedDB. The editor and the form list ask this interface, so both modes behave alike.
 */
import type { Operations } from './operations';
import type { FormTemplate, SaveTemplateBody, TemplateListItem, VersionListItem } from './types';

/*
 * What both stores give, as the contract's types narrowed to what a browser row keeps: the server answers
 * every field; a row kept in the browser has what the designer saved, with its Id, Version and Created.
 */

/** A form of the list, as either store gives it. */
export type ListedForm = Pick<TemplateListItem, 'Id' | 'Name' | 'Version'> &
  Partial<Pick<TemplateListItem, 'FolderId' | 'Description' | 'Created' | 'Modified' | 'Deleted'>>;

/** One save-version of a form, as either store gives it. */
export type StoredForm = Pick<FormTemplate, 'Id' | 'Name' | 'Version'> &
  Partial<Pick<FormTemplate, 'FolderId' | 'Description' | 'Created' | 'Deleted' | 'MaxVersion' | 'Tests'>> & {
    readonly Template: SaveTemplateBody['Template'];
  };

/** One row of a form's versions, as either store gives it. */
export type VersionRow = Pick<VersionListItem, 'Id' | 'Version' | 'BuildNumber' | 'Created'> &
  Partial<Pick<VersionListItem, 'CreatedBy' | 'SpecVersion'>>;

/** Forms, by whichever store is in use. */
export interface FormRepository {
  readonly mode: 'server' | 'local';
  /** The latest version of every form. */
  list(): Promise<ListedForm[]>;
  /** One version of a form (the latest when `version` is undefined). */
  get(id: string, version?: number): Promise<StoredForm>;
  /** A form's versions, newest first. */
  versions(id: string): Promise<VersionRow[]>;
  /** Saves a new save-version; answers its Id and Version. */
  save(body: SaveTemplateBody): Promise<{ Id: string; Version: number }>;
  /** Soft-deletes a form (true) or undoes it (false); the form list hides deleted forms unless asked. */
  setDeleted(id: string, deleted: boolean): Promise<void>;
}

/** The server's forms. */
export function serverRepository(ops: Operations): FormRepository {
  return {
    mode: 'server',
    list: () => ops.getAllTemplates(),
    get: (id, version) => ops.getTemplateById(id, version),
    versions: async (id) =>
      [...(await ops.getTemplateVersionsById(id))].sort((a, b) => b.Version - a.Version),
    save: (body) => ops.saveChanges(body),
    setDeleted: async (id, deleted) => {
      await ops.deleteTemplate(id, deleted);
    },
  };
}

const DB_NAME = 'formwright-designer';
const STORE = 'templates';

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: ['Id', 'Version'] });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

/** A row kept in the browser: one saved version. */
type LocalRow = StoredForm & { readonly Created: string };

function allRows(db: IDBDatabase): Promise<LocalRow[]> {
  return new Promise((resolve, reject) => {
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).getAll();
    request.onsuccess = () => resolve(request.result as LocalRow[]);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
}

function putRow(db: IDBDatabase, row: LocalRow): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(row);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
  });
}

/** A GUID-like id (crypto.randomUUID where there is one). */
export function newFormId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  const hex = (n: number) =>
    Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

/** Forms kept in the browser (local mode): every save is a new row keyed by Id and Version. */
export function localRepository(
  factory: IDBFactory = indexedDB,
  now: () => Date = () => new Date(),
): FormRepository {
  const db = openDb(factory);
  const rowsOf = async (id: string) =>
    (await allRows(await db)).filter((r) => r.Id === id).sort((a, b) => b.Version - a.Version);
  return {
    mode: 'local',
    async list() {
      const latest = new Map<string, LocalRow>();
      for (const row of await allRows(await db)) {
        const kept = latest.get(row.Id);
        if (!kept || kept.Version < row.Version) latest.set(row.Id, row);
      }
      return [...latest.values()];
    },
    async get(id, version) {
      const rows = await rowsOf(id);
      const row = version === undefined ? rows[0] : rows.find((r) => r.Version === version);
      if (!row) throw new Error('failed server load of template see log for details');
      return { ...row, MaxVersion: rows[0]?.Version ?? row.Version };
    },
    async versions(id) {
      return (await rowsOf(id)).map((r) => ({
        Id: r.Id,
        Version: r.Version,
        BuildNumber: null,
        Created: r.Created,
      }));
    },
    async save(body) {
      const id = body.Id ?? newFormId();
      const version = ((await rowsOf(id))[0]?.Version ?? 0) + 1;
      // The row keeps what the designer saves (the server's own fields are the server's).
      const { FolderId, Description, Tests } = body;
      await putRow(await db, {
        Id: id,
        Version: version,
        Created: now().toISOString(),
        Name: body.Name,
        Template: body.Template,
        ...(FolderId === undefined ? {} : { FolderId }),
        ...(Description === undefined ? {} : { Description }),
        ...(Tests === undefined ? {} : { Tests }),
      });
      return { Id: id, Version: version };
    },
    async setDeleted(id, deleted) {
      for (const row of await rowsOf(id)) await putRow(await db, { ...row, Deleted: deleted });
    },
  };
}
