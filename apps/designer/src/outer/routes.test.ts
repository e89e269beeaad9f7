import { describe, expect, it } from 'vitest';
import { editorPath, editorTarget, ROUTES, screenOf } from './routes';
import { Role } from './session/roles';

const ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

describe('the routes table', () => {
  it.each([
    ['/', 'formList'],
    [`/${ID}`, 'editor'],
    [`/${ID}/3`, 'editor'],
    ['/new', 'editor'],
    ['/demo', 'editor'],
    ['/fromFile', 'editor'],
    ['/preview/abc', 'publicPreview'],
    ['/preview/abc/2', 'publicPreview'],
    ['/DataProviders', 'dataProviders'],
    ['/UserAdmin', 'userAdmin'],
    ['/FormwrightAdmin', 'providerAdmin'],
    ['/help', 'releaseNotes'],
    ['/help/usersguide', 'usersGuide'],
    ['/help/about', 'about'],
    ['/TemplateView', 'templateView'],
  ])('maps %s to the %s screen', (path, screen) => {
    expect(screenOf(path)?.screen).toBe(screen);
  });

  it('knows no screen for a path that is neither a route nor a GUID-like id', () => {
    expect(screenOf('/not-a-form')).toBeUndefined();
  });

  it('needs no sign-in for the public preview and asks Admin for user administration', () => {
    expect(ROUTES.find((r) => r.screen === 'publicPreview')?.minRole).toBeUndefined();
    expect(ROUTES.find((r) => r.screen === 'userAdmin')?.minRole).toBe(Role.Admin);
    expect(ROUTES.find((r) => r.screen === 'providerAdmin')?.minRole).toBe(Role.ProviderAdmin);
  });
});

describe('editor paths', () => {
  it.each([
    ['/new', { kind: 'new' }],
    ['/newForm', { kind: 'new' }],
    ['/demo', { kind: 'demo' }],
    ['/fromFile', { kind: 'fromFile' }],
    ['/fromFileAgain', { kind: 'fromFile' }],
    [`/${ID}`, { kind: 'saved', id: ID, version: undefined }],
    [`/${ID}/7`, { kind: 'saved', id: ID, version: 7 }],
  ])('reads %s', (path, target) => {
    expect(editorTarget(path)).toEqual(target);
  });

  it.each([['/x'], [`/${ID}/zero`], [`/${ID}/0`], [`/${ID}/1/2`]])('refuses %s', (path) => {
    expect(editorTarget(path)).toBeUndefined();
  });

  it('writes the id/version path the editor navigates to after a save', () => {
    expect(editorPath(ID, 4)).toBe(`/${ID}/4`);
    expect(editorPath(ID)).toBe(`/${ID}`);
  });
});
