import { readFile, stat } from 'node:fs/promises';
import { MAX_SPEC_CHARS } from '@formwright/core/authoring';

/**
 * Files larger than this many bytes are not read at all: no text of at most MAX_SPEC_CHARS characters
 * needs more (UTF-8 takes at most 4 bytes per character). Smaller files are measured in characters.
 */
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
 * denied, too large (more than MAX_SPEC_CHARS characters, the limit of the parser: exit 2, not a form error).
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
    return fail(`it is too large: the file is ${(info.size / 1048576).toFixed(1)} MB; ${LIMIT}`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8').decode(await readFile(file));
  } catch (err) {
    return fail(fileErrorReason(err));
  }
  if (text.length > MAX_SPEC_CHARS)
    return fail(`it is too large: ${count(text.length)} characters; ${LIMIT}`);
  return text;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The one limit (the parser's, MAX_SPEC_CHARS), said the same way whichever check finds it. */
const LIMIT = `the limit is ${count(MAX_SPEC_CHARS)} characters (${MAX_SPEC_CHARS / 1048576} MB)`;
