import { useEffect, useRef, useState } from 'react';
import { useUploadRmbQr } from '../api/upload-rmb-qr.ts';
import { checkQrFile, uploadProblem } from '../lib/check-qr.ts';

interface Chosen {
  file: File;
  /** An object URL for the preview, revoked when the image goes. */
  preview: string;
  qrId: string | null;
}

/**
 * The optional QR image: checked here, uploaded as soon as it is chosen, shown
 * as a preview. Only the last image chosen counts; an earlier upload that
 * answers late is ignored.
 */
export function useQrUpload() {
  const upload = useUploadRmbQr();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef<File | null>(null);

  const preview = chosen?.preview;
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const clear = () => {
    latest.current = null;
    setChosen(null);
  };

  /** Answers whether the file was taken (a refused one is not kept). */
  const choose = (file: File | undefined): boolean => {
    setError(null);
    if (!file) {
      clear();
      return false;
    }
    const bad = checkQrFile(file);
    if (bad) {
      clear();
      setError(bad);
      return false;
    }
    latest.current = file;
    setChosen({ file, preview: URL.createObjectURL(file), qrId: null });
    upload.mutate(file, {
      onSuccess: ({ qr_id }) => {
        if (latest.current === file)
          setChosen((c) => (c?.file === file ? { ...c, qrId: qr_id } : c));
      },
      onError: (e) => {
        if (latest.current !== file) return;
        clear();
        setError(uploadProblem(e));
      },
    });
    return true;
  };

  return {
    file: chosen?.file ?? null,
    preview: chosen?.preview ?? null,
    qrId: chosen?.qrId ?? null,
    uploading: !!chosen && !chosen.qrId,
    error,
    choose,
    clear: () => {
      setError(null);
      clear();
    },
  };
}

export type QrUpload = ReturnType<typeof useQrUpload>;
