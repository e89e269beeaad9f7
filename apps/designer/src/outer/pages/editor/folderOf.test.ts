import { describe, expect, it } from 'vitest';
import { folderOf } from './EditorPage';

describe('the folder of a new form', () => {
  it.each([
    ['?folder=7', 7],
    ['', null],
    ['?folder=0', null],
    ['?folder=abc', null],
  ])('reads %j as %j', (search, folder) => {
    expect(folderOf(search)).toBe(folder);
  });
});
