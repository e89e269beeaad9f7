import { describe, expect, it, vi } from 'vitest';
import { editedForm, forgetEditedForm } from '../templateView/editedForm';
import { handleFrameMessage, isPublicShare, type FrameHost } from './useEditorFrame';

function host(over: Partial<FrameHost> = {}): FrameHost {
  return {
    form: 'x',
    formId: 'x',
    init: undefined,
    ops: {} as FrameHost['ops'],
    onContent: vi.fn(),
    save: vi.fn(async () => ({ Id: 'x', Version: 2 })),
    build: vi.fn(async () => undefined),
    navigate: vi.fn(),
    providerData: vi.fn(async () => []),
    onFileLoaded: vi.fn(),
    ...over,
  };
}

describe('the outer side of the frame messages', () => {
  it('reads the share answer: none (204), all sites (null), some sites', () => {
    expect(isPublicShare(undefined)).toBe(false);
    expect(isPublicShare({ SiteIds: null })).toBe(true);
    expect(isPublicShare({ SiteIds: [1, 2] })).toBe(false);
  });

  it('answers IframeMessagingReady with Initialize', async () => {
    const init = { yaml: 'a', script: '' } as unknown as FrameHost['init'];
    const post = vi.fn();
    await handleFrameMessage(host({ init }), { type: 'IframeMessagingReady' }, post);
    expect(post).toHaveBeenCalledWith({ type: 'Initialize', payload: init });
  });

  it('saves on SaveChanges and keeps content on SetUnsaved', async () => {
    const h = host();
    await expect(handleFrameMessage(h, { type: 'SaveChanges' }, vi.fn())).resolves.toEqual({
      Id: 'x',
      Version: 2,
    });
    const meta = { title: undefined, versionMajor: undefined, versionMinor: undefined };
    const content = { yaml: 'y', script: '', unsaved: true, meta };
    await handleFrameMessage(h, { type: 'SetUnsaved', payload: content }, vi.fn());
    expect(h.onContent).toHaveBeenCalledWith(content);
  });

  it("remembers the frame's latest text for TemplateView's menu link", async () => {
    forgetEditedForm();
    const content = {
      yaml: 'Metadata: {}',
      script: 's',
      unsaved: true,
      meta: { title: 'Nodules', versionMajor: undefined, versionMinor: undefined },
    };
    await handleFrameMessage(host(), { type: 'SetUnsaved', payload: content }, vi.fn());
    expect(editedForm()).toEqual({ spec: 'Metadata: {}', script: 's', title: 'Nodules' });
    forgetEditedForm();
  });

  it("turns a failed version delete into 'Could not delete form versions from server'", async () => {
    const ops = {
      deleteTemplateVersions: vi.fn(async () => Promise.reject(new Error('500'))),
    } as unknown as FrameHost['ops'];
    await expect(
      handleFrameMessage(
        host({ ops }),
        { type: 'DeleteTemplateVersions', payload: { id: 'x', versions: [1] } },
        vi.fn(),
      ),
    ).rejects.toThrow('Could not delete form versions from server');
  });

  it('refuses a request that names another form than the one the page edits (issue 22)', async () => {
    const setAvailableForPreview = vi.fn(async () => undefined);
    const shareTemplate = vi.fn(async () => undefined);
    const ops = { setAvailableForPreview, shareTemplate } as unknown as FrameHost['ops'];
    await expect(
      handleFrameMessage(
        host({ ops }),
        { type: 'SetTemplateShare', form: 'x', payload: { id: 'victim', siteIds: null } },
        vi.fn(),
      ),
    ).rejects.toThrow('Frame message about another form');
    // A new form has no id: no request may name one.
    await expect(
      handleFrameMessage(
        host({ ops, form: 'new', formId: undefined }),
        { type: 'SetPreviewEnabled', form: 'new', payload: { id: 'victim', enabled: true } },
        vi.fn(),
      ),
    ).rejects.toThrow('Frame message about another form');
    expect(shareTemplate).not.toHaveBeenCalled();
    expect(setAvailableForPreview).not.toHaveBeenCalled();
    await handleFrameMessage(
      host({ ops }),
      { type: 'SetTemplateShare', form: 'x', payload: { id: 'x', siteIds: null } },
      vi.fn(),
    );
    expect(shareTemplate).toHaveBeenCalledWith('x', null);
  });
});
