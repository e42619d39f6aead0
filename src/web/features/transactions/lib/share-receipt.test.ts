import { describe, expect, it, vi } from 'vitest';
import { canShareFile, type ShareNavigator, shareOrDownload } from './share-receipt.ts';

const pdf = () => new File(['%PDF-1.7'], 'owo-receipt-OWO-1.pdf', { type: 'application/pdf' });
const named = (name: string) => Object.assign(new Error(name), { name });

function setUp(nav: ShareNavigator | undefined) {
  const download = vi.fn();
  const run = (file = pdf()) => shareOrDownload(file, { nav, download, title: 'Owo receipt' });
  return { download, run };
}

describe('shareOrDownload', () => {
  it('shares the PDF itself where the browser can share files', async () => {
    const share = vi.fn(async () => {});
    const canShare = vi.fn(() => true);
    const { download, run } = setUp({ share, canShare });
    const file = pdf();
    expect(await run(file)).toBe('shared');
    expect(canShare).toHaveBeenCalledWith({ files: [file] });
    expect(share).toHaveBeenCalledWith({ files: [file], title: 'Owo receipt' });
    expect(download).not.toHaveBeenCalled();
  });

  it('downloads where the browser can share but not files', async () => {
    const share = vi.fn(async () => {});
    const { download, run } = setUp({ share, canShare: () => false });
    expect(await run()).toBe('downloaded');
    expect(share).not.toHaveBeenCalled();
    expect(download).toHaveBeenCalledOnce();
  });

  it('downloads where there is no Web Share API at all, or only half of it', async () => {
    for (const nav of [undefined, {}, { share: async () => {} }, { canShare: () => true }]) {
      const { download, run } = setUp(nav);
      expect(await run()).toBe('downloaded');
      expect(download).toHaveBeenCalledOnce();
    }
  });

  it('does nothing more when the customer closes the share sheet', async () => {
    const { download, run } = setUp({
      canShare: () => true,
      share: async () => Promise.reject(named('AbortError')),
    });
    expect(await run()).toBe('cancelled');
    expect(download).not.toHaveBeenCalled();
  });

  it('downloads when the browser refuses the share, or canShare throws', async () => {
    const refused = setUp({
      canShare: () => true,
      share: async () => Promise.reject(named('NotAllowedError')),
    });
    expect(await refused.run()).toBe('downloaded');
    expect(refused.download).toHaveBeenCalledOnce();
    const broken = setUp({
      canShare: () => {
        throw new TypeError('files are not supported');
      },
      share: async () => {},
    });
    expect(await broken.run()).toBe('downloaded');
  });
});

describe('canShareFile', () => {
  it('asks the browser about this very file', () => {
    const file = pdf();
    expect(
      canShareFile({ share: async () => {}, canShare: (d) => d.files?.[0] === file }, file),
    ).toBe(true);
    expect(canShareFile(undefined, file)).toBe(false);
  });
});
