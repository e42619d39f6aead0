/** The part of `navigator` the Web Share API adds (absent in many desktop browsers). */
export type ShareNavigator = {
  canShare?: (data: ShareData) => boolean;
  share?: (data: ShareData) => Promise<void>;
};

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/** Can this browser share the file itself (not only a link)? */
export function canShareFile(nav: ShareNavigator | undefined, file: File): boolean {
  if (typeof nav?.share !== 'function' || typeof nav.canShare !== 'function') return false;
  try {
    return nav.canShare({ files: [file] });
  } catch {
    return false;
  }
}

/**
 * Shares the receipt through the phone's share sheet where the browser can
 * share files; anywhere else it is downloaded. Closing the share sheet is the
 * customer's choice, not a failure; a share the browser refuses (it may want
 * a fresher tap) falls back to the download.
 */
export async function shareOrDownload(
  file: File,
  opts: { nav: ShareNavigator | undefined; download: (file: File) => void; title: string },
): Promise<ShareOutcome> {
  const { nav } = opts;
  if (nav?.share && canShareFile(nav, file)) {
    try {
      await nav.share({ files: [file], title: opts.title });
      return 'shared';
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  opts.download(file);
  return 'downloaded';
}
