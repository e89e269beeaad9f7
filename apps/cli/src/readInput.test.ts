import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_SPEC_CHARS } from '@formwright/core';
import { fileErrorReason, MAX_FILE_BYTES, readInputFile } from './readInput';

const dir = mkdtempSync(join(tmpdir(), 'formwright-read-'));

const errno = (code: string): NodeJS.ErrnoException => Object.assign(new Error(`${code}: raw`), { code });

describe('fileErrorReason', () => {
  it.each([
    ['ENOENT', 'no such file'],
    ['EISDIR', 'it is a directory'],
    ['EACCES', 'permission denied'],
    ['EPERM', 'permission denied'],
    ['ENOTDIR', 'a part of its path is not a directory'],
  ])('says %s in words: %s', (code, words) => {
    expect(fileErrorReason(errno(code))).toBe(words);
  });

  it('falls back to the error message for other errors', () => {
    expect(fileErrorReason(new Error('disk on fire'))).toBe('disk on fire');
  });
});

describe('readInputFile', () => {
  it('reads a text file', async () => {
    const file = join(dir, 'a.txt');
    writeFileSync(file, 'héllo');
    await expect(readInputFile(file, 'form')).resolves.toBe('héllo');
  });

  it.each([
    ['a missing file', join(dir, 'missing.js'), 'no such file'],
    ['a directory', dir, 'it is a directory'],
    ['a path through a file', join(dir, 'a.txt', 'x'), 'a part of its path is not a directory'],
  ])('names what and why for %s', async (_, file, why) => {
    writeFileSync(join(dir, 'a.txt'), 'x');
    await expect(readInputFile(file, 'script')).rejects.toThrow(`cannot read script ${file}: ${why}`);
  });

  it('refuses a text of more than MAX_SPEC_CHARS characters, naming the real limit', async () => {
    const file = join(dir, 'big.yaml');
    writeFileSync(file, 'é'.repeat(MAX_SPEC_CHARS + 1));
    await expect(readInputFile(file, 'form')).rejects.toThrow(
      `cannot read form ${file}: it is too large: 5,242,881 characters; the limit is 5,242,880 characters (5 MB)`,
    );
  });

  it('refuses a file larger than any text within the limit, without reading it', async () => {
    const file = join(dir, 'huge.yaml');
    writeFileSync(file, Buffer.alloc(MAX_FILE_BYTES + 1, 32));
    await expect(readInputFile(file, 'form')).rejects.toThrow(
      `cannot read form ${file}: it is too large: the file is 20.0 MB; the limit is 5,242,880 characters (5 MB)`,
    );
  });
});
