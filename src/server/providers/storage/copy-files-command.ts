import { parseArgs } from 'node:util';
import type { AppDeps } from '#server/http/context.ts';
import { copyFiles } from './copy-files.ts';
import { createStorage } from './create-storage.ts';
import { STORAGE_KINDS, type Storage, type StorageKind } from './storage.ts';

const isKind = (v: unknown): v is StorageKind => STORAGE_KINDS.includes(v as StorageKind);

/**
 * `npm run cli -- copy-files --from disk --to postgres`: prints what it did;
 * exit code 0, 1 when some keys differ at the destination, 2 on bad arguments.
 */
export async function copyFilesCommand(
  args: string[],
  deps: Pick<AppDeps, 'config' | 'pool'>,
): Promise<number> {
  let from: unknown;
  let to: unknown;
  try {
    ({ from, to } = parseArgs({
      args,
      options: { from: { type: 'string' }, to: { type: 'string' } },
    }).values);
  } catch (err) {
    console.error(`copy-files: ${(err as Error).message}`);
    return 2;
  }
  if (!isKind(from) || !isKind(to) || from === to) {
    console.error(
      `copy-files needs --from and --to, two different stores among ${STORAGE_KINDS.join(', ')}`,
    );
    return 2;
  }
  let stores: [Storage, Storage];
  try {
    stores = [
      createStorage(from, deps.config, deps.pool),
      createStorage(to, deps.config, deps.pool),
    ];
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  const report = await copyFiles(...stores);
  console.log(
    `copy-files ${from} -> ${to}: ${report.copied} copied (${report.copiedBytes} bytes), ${report.skipped} already there, ${report.conflicts.length} conflicting`,
  );
  if (!report.conflicts.length) return 0;
  console.error(
    `These keys are at the destination with another size and were left as they are:\n${report.conflicts.map((k) => `  ${k}`).join('\n')}`,
  );
  return 1;
}
