import { readFile, stat } from 'node:fs/promises';
import { MAX_SPEC_CHARS } from '@formwright/core/authoring';

/** Files larger than this many bytes are not read at all (UTF-8 takes at most 4 bytes per character). */
export const MAX_FILE_BYTES = MAX_SPEC_CHARS * 4;

/** A file the CLI cannot read; the message is `cannot read WHAT FILE: why` in words, for exit 2. */
export class UnreadableFileError extends Error {}

/** Why a file system call failed, in words (`no such file`), from Node's error code. */
export function fileErrorReason(err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'it is a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
      return 'a part of its path is not a directory';
    case 'ENAMETOOLONG':
      return 'the file name is too long';
    case 'ELOOP':
      return 'too many symbolic links';
    case 'EMFILE':
    case 'ENFILE':
      return 'too many open files';
    default:
      return err instanceof Error ? err.message : String(err);
  }
}

/**
 * Reads a UTF-8 text file the user named (`what`: form, script, actions), or throws an
 * {@link UnreadableFileError} saying why in words: missing, a directory, not a regular file, permission
 * denied, too large.
 */
export async function readInputFile(file: string, what: string): Promise<string> {
  const fail = (why: string): never => {
    throw new UnreadableFileError(`cannot read ${what} ${file}: ${why}`);
  };
  let info;
  try {
    info = await stat(file);
  } catch (err) {
    return fail(fileErrorReason(err));
  }
  if (info.isDirectory()) return fail('it is a directory');
  if (!info.isFile()) return fail('it is not a regular file');
  if (info.size > MAX_FILE_BYTES) {
    return fail(
      `the file is ${(info.size / 1048576).toFixed(1)} MB; the limit is ${MAX_SPEC_CHARS / 1048576} MB`,
    );
  }
  try {
    return new TextDecoder('utf-8').decode(await readFile(file));
  } catch (err) {
    return fail(fileErrorReason(err));
  }
}
