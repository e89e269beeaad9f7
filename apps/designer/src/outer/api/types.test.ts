import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AnswerOf, ResponseOf } from '@formwright/api';
import type { Http, Method } from './http';
import { createOperations, type Operations } from './operations';
import type { FormTemplate, SaveTemplateBody, VersionListItem } from './types';

/** What an operation of the client answers. */
type Answer<K extends keyof Operations> = Awaited<ReturnType<Operations[K]>>;

/** An http stub that records each call and answers an empty list. */
function recording() {
  const calls: string[] = [];
  const http: Http = {
    call: async <T>(method: Method, path: string) => {
      calls.push(`${method} ${path}`);
      return [] as T;
    },
    csrfToken: async () => 'token',
  };
  return { calls, ops: createOperations(http) };
}

// The type checks below run in `tsc -b` (the designer's tsconfig includes its tests); a response schema
// changed in packages/api changes these types, and the code reading them no longer checks
// (scripts/contractBreaks.slow.test.ts changes one and shows both sides break).
describe('the designer client is typed by packages/api', () => {
  it("answers each call with the type inferred from its route's response schema", () => {
    expectTypeOf<Answer<'getAllTemplates'>>().toEqualTypeOf<ResponseOf<'getAllTemplates'>>();
    expectTypeOf<Answer<'getTemplateById'>>().toEqualTypeOf<ResponseOf<'getTemplateById'>>();
    expectTypeOf<Answer<'getProviders'>>().toEqualTypeOf<ResponseOf<'getProviders'>>();
    expectTypeOf<Answer<'getCurrentSiteUsers'>>().toEqualTypeOf<ResponseOf<'getCurrentSiteUsers'>>();
    expectTypeOf<Answer<'saveChanges'>>().toEqualTypeOf<ResponseOf<'saveChanges'>>();
    // A route that may answer 204 answers undefined too.
    expectTypeOf<Answer<'getBuildInfo'>>().toEqualTypeOf<AnswerOf<'getBuildInfo'>>();
    expectTypeOf<Answer<'getBuildInfo'>>().toEqualTypeOf<ResponseOf<'getBuildInfo'> | undefined>();
    // The designer's names are the contract's types.
    expectTypeOf<FormTemplate>().toEqualTypeOf<ResponseOf<'getTemplateById'>>();
    expectTypeOf<VersionListItem>().toEqualTypeOf<ResponseOf<'getTemplateVersionsById'>[number]>();
    expectTypeOf<SaveTemplateBody['Name']>().toEqualTypeOf<string>();
  });

  it('refuses a field the contract does not name, a missing path parameter and a wrong body', async () => {
    const { calls, ops } = recording();
    const rows = await ops.getAllTemplates();
    // @ts-expect-error the form list row has no field Title
    expect(rows[0]?.Title).toBeUndefined();
    // @ts-expect-error getTemplateById needs its id
    expect(() => ops.op('getTemplateById')).toThrow(
      'Missing path parameter id of /api/Templates/{id}/{version?}',
    );
    // @ts-expect-error a move names its folder by number
    await ops.op('moveTemplate', undefined, { Id: 'f', FolderId: 'Lungs' });
    await ops.op('getTemplateById', { id: 'f', version: 2 });
    expect(calls).toEqual(['GET /api/Templates', 'POST /api/Templates/move', 'GET /api/Templates/f/2']);
  });
});
