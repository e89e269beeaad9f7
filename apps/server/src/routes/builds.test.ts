import { unzipSync, strFromU8 } from 'fflate';
import { expect, it } from 'vitest';
import type { BuildInfo, BuildResult, SaveTemplateResult } from '@formwright/api';
import { signedIn, smallForm } from '../testing/client';
import { eachBackend } from '../testing/suite';
import { coreFormTests } from '@formwright/packaging';
import { existsSync } from 'node:fs';

const runtimeDist = new URL('../../../runtime/dist', import.meta.url).pathname;

eachBackend(
  'builds',
  (ctx) => {
    it('builds a version into a .srtpkg named title-vMajor.Minor.version.build with the required IDS7 version', async () => {
      const c = await signedIn(ctx.app, 'author@demo.local');
      const r = await c.json<SaveTemplateResult>('POST', '/api/Templates', {
        Name: 'Packaged',
        Template: { Yaml: smallForm('Lungs', 2, 1), JsCode: 'function helper() { return 2; }' },
      });
      expect((await c.call('GET', `/api/Build/${r.Id}`)).statusCode).toBe(204);
      expect((await c.call('GET', `/api/Build/${r.Id}/1`)).statusCode).toBe(204);
      const build = await c.json<BuildResult>('POST', `/api/Build/${r.Id}`, {
        FullScript: '',
        ReportVersion: 'v1',
      });
      expect(build).toMatchObject({
        TemplateId: r.Id,
        TemplateVersion: 1,
        BuildNumber: 1,
        FileName: 'Lungs-v2.1.1.1.srtpkg',
        RequiredIds7Version: '22.1',
      });
      const files = unzipSync(Buffer.from(build.Base64Data, 'base64'));
      const manifest = JSON.parse(strFromU8(files['manifest.json']!));
      expect(manifest).toMatchObject({
        title: 'Lungs',
        versionMajor: 2,
        versionMinor: 1,
        version: 1,
        buildNumber: 1,
        requiredIds7Version: '22.1',
        reportVersion: 'v1',
      });
      expect(strFromU8(files['script.js']!)).toBe('function helper() { return 2; }');
      expect(JSON.parse(strFromU8(files['form.json']!)).format).toBeDefined();
      expect(strFromU8(files['index.html']!)).toContain('formwright-form');
      if (existsSync(`${runtimeDist}/formwright-runtime.js`))
        expect(files['runtime/formwright-runtime.js']).toBeDefined();
      const list = await c.json<BuildInfo[]>('GET', `/api/Build/${r.Id}`);
      expect(list).toHaveLength(1);
      expect((await c.json<BuildResult>('GET', `/api/Build/${r.Id}/1`)).Base64Data).toBe(build.Base64Data);
      const versions = await c.json<{ Version: number; BuildNumber: number | null }[]>(
        'GET',
        `/api/templates/versions/${r.Id}`,
      );
      expect(versions[0]!.BuildNumber).toBe(1);
    });

    it('refuses to build a form with errors and answers the diagnostics', async () => {
      const c = await signedIn(ctx.app, 'author@demo.local');
      const r = await c.json<SaveTemplateResult>('POST', '/api/Templates', {
        Name: 'Bad',
        Template: { Yaml: 'Metadata: {}\n' },
      });
      const res = await c.call('POST', `/api/Build/${r.Id}`, {});
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('form-has-errors');
      expect(res.json().Diagnostics.length).toBeGreaterThan(0);
      expect((await c.call('GET', `/api/Build/${r.Id}`)).statusCode).toBe(204);
    });

    it('builds the same bytes for the same version twice (fixed timestamps)', async () => {
      const { makePackage } = await import('@formwright/packaging');
      const { compileForm } = await import('@formwright/packaging');
      const compiled = await compileForm(smallForm('Same'), '', []);
      if (!compiled.ok) throw new Error('form has errors');
      const input = {
        compiled: compiled.compiled,
        script: '',
        templateFields: compiled.templateFields,
        requiredIds7Version: compiled.requiredIds7Version,
        version: 1,
        buildNumber: 1,
        runtime: new Map(),
      };
      const a = makePackage(input).bytes;
      await new Promise((r) => setTimeout(r, 1100));
      expect(Buffer.from(makePackage(input).bytes).equals(Buffer.from(a))).toBe(true);
    });

    it('refuses a build whose form tests fail unless a ProviderAdmin overrides, recorded in the manifest', async () => {
      const a = await signedIn(ctx.app, 'author@demo.local');
      const p = await signedIn(ctx.app, 'provider@demo.local');
      const r = await a.json<SaveTemplateResult>('POST', '/api/Templates', {
        Name: 'Tested',
        Template: { Yaml: smallForm('Tested') },
        Tests: 'FAIL',
      });
      const refused = await a.call('POST', `/api/Build/${r.Id}`, {});
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'form-tests-fail', FailedTests: ['always fails'] });
      expect((await a.call('POST', `/api/Build/${r.Id}`, { Override: true })).statusCode).toBe(403);
      const built = await p.json<BuildResult>('POST', `/api/Build/${r.Id}`, { Override: true });
      const manifest = JSON.parse(
        strFromU8(unzipSync(Buffer.from(built.Base64Data, 'base64'))['manifest.json']!),
      );
      expect(manifest.testsOverridden).toEqual({ by: 'provider@demo.local', failed: ['always fails'] });
    });
  },
  {
    runtimeDist,
    formTests: async (_yaml, _script, tests) => ({ failed: tests === 'FAIL' ? ['always fails'] : [] }),
  },
);

// Issue 20 item 4: the build gate knows the site's data providers as the preview does, so a form reading
// `dataarg: SmokingHistory.…` is built when its tests pass (it failed 'Undefined provider' before).
eachBackend(
  'builds: the tests of a form with a site provider',
  (ctx) => {
    it("runs the form's tests with the site's providers known, and builds when they pass", async () => {
      const a = await signedIn(ctx.app, 'author@demo.local');
      await a.json('POST', '/api/Dataproviders/save', {
        Id: 'SmokingHistory',
        Uid: 'site.smoking',
        MockData: '{"packYears": 30}',
      });
      const yaml = smallForm('Smoking').replace(
        '  - Number: { id: size, label: Size }',
        '  - Number: { id: size, label: Size }\n  - Number: { id: packYears, label: Pack years, dataarg: SmokingHistory.packYears }',
      );
      const tests = [
        '- name: pack years from the provider',
        '  providers: { results: [{ providerName: SmokingHistory, providerData: [{ packYears: 30 }] }] }',
        '  actions: [{ set: size, value: 5 }]',
        '  expect: { report: "Size 5 mm", diagnostics: [] }',
        '',
      ].join('\n');
      const r = await a.json<SaveTemplateResult>('POST', '/api/Templates', {
        Name: 'Smoking',
        Template: { Yaml: yaml },
        Tests: tests,
      });
      const built = await a.call('POST', `/api/Build/${r.Id}`, {});
      expect(built.json()).not.toMatchObject({ code: 'form-tests-fail' });
      expect(built.statusCode).toBe(200);
    });
  },
  { runtimeDist, formTests: coreFormTests },
);
