import { fileTypeFromBuffer } from 'file-type';

/**
 * A file's type by its magic bytes, whatever its name or declared type say;
 * undefined when unknown. Every upload is checked with it before it is stored.
 */
export async function sniffFileType(bytes: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.mime;
}
