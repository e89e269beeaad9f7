/**
 * Where forms are kept: the server, or, in local mode (the status probe did not answer OK), the
 * browser's IndexedDB. The editor and the form list ask this interface, so both modes behave alike.
 */
import type { Operations } from './operations';
import type { FormTemplate, SaveTemplateBody, VersionListItem } from './types';

/** Forms, by whichever store is in use. */
export interface FormRepository {
  readonly mode: 'server' | 'local';
  /** The latest version of every form. */
  list(): Promise<FormTemplate[]>;
  /** One version of a form (the latest when `version` is undefined). */
  get(id: string, version?: number): Promise<FormTemplate>;
  /** A form's versions, newest first. */
  versions(id: string): Promise<VersionListItem[]>;
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

function allRows(db: IDBDatabase): Promise<FormTemplate[]> {
  return new Promise((resolve, reject) => {
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).getAll();
    request.onsuccess = () => resolve(request.result as FormTemplate[]);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
}

function putRow(db: IDBDatabase, row: FormTemplate): Promise<void> {
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
      const latest = new Map<string, FormTemplate>();
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
      await putRow(await db, { ...body, Id: id, Version: version, Created: now().toISOString() });
      return { Id: id, Version: version };
    },
    async setDeleted(id, deleted) {
      for (const row of await rowsOf(id)) await putRow(await db, { ...row, Deleted: deleted });
    },
  };
}
