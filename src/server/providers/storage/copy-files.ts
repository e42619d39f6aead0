import { sniffFileType } from './file-type.ts';
import { type Storage, StorageKeyTaken } from './storage.ts';

export type CopyReport = {
  copied: number;
  /** Already at the destination with the same size: a run that stopped half-way, or a second run. */
  skipped: number;
  copiedBytes: number;
  /** Keys at the destination with another size: left as they are, for a person to look at. */
  conflicts: string[];
};

/**
 * Copies every file of `from` that `to` lacks (`npm run cli -- copy-files`).
 * Safe to run again, and while the app runs: what is there is never
 * overwritten. Files are copied one at a time, so memory holds one file.
 */
export async function copyFiles(from: Storage, to: Storage): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, copiedBytes: 0, conflicts: [] };
  const compare = async (key: string, there: number) => {
    if ((await from.size(key)) === there) report.skipped++;
    else report.conflicts.push(key);
  };
  for await (const key of from.list()) {
    const there = await to.size(key);
    if (there !== null) {
      await compare(key, there);
      continue;
    }
    const body = await from.get(key);
    // Removed since it was listed (a replaced KYC document): nothing to copy.
    if (!body) continue;
    // Every upload was checked by its magic bytes before it was stored, so this is its type.
    const type = (await sniffFileType(body)) ?? 'application/octet-stream';
    try {
      await to.put(key, body, type);
    } catch (err) {
      if (!(err instanceof StorageKeyTaken)) throw err;
      // Written at the destination meanwhile (the app, or a second copy).
      await compare(key, (await to.size(key)) ?? -1);
      continue;
    }
    report.copied++;
    report.copiedBytes += body.byteLength;
  }
  return report;
}
