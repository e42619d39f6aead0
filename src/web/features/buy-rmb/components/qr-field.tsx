import { CheckCircle2Icon, Loader2Icon, XIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import type { QrUpload } from '../hooks/use-qr-upload.ts';
import { QR_ACCEPT } from '../lib/check-qr.ts';

const FILE_INPUT =
  'block w-full cursor-pointer rounded-md border border-input bg-card text-sm text-muted-foreground shadow-xs file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-secondary file:px-3 file:py-2.5 file:text-sm file:font-medium file:text-secondary-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none aria-invalid:border-destructive';

/** The optional QR code image: chosen, checked, uploaded at once and shown. */
export function QrField({ qr }: { qr: QrUpload }) {
  const input = useRef<HTMLInputElement>(null);
  // An image refused by the server is gone: so is its name in the field.
  useEffect(() => {
    if (!qr.file && input.current) input.current.value = '';
  }, [qr.file]);
  const remove = () => {
    qr.clear();
    if (input.current) input.current.value = '';
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor="rmb-qr">QR Code (optional)</Label>
      <input
        ref={input}
        id="rmb-qr"
        type="file"
        accept={QR_ACCEPT}
        onChange={(e) => {
          // A refused file does not stay named in the field.
          if (!qr.choose(e.target.files?.[0])) e.target.value = '';
        }}
        aria-describedby={qr.error ? 'rmb-qr-hint rmb-qr-error' : 'rmb-qr-hint'}
        aria-invalid={qr.error ? true : undefined}
        className={FILE_INPUT}
      />
      <p id="rmb-qr-hint" className="text-xs text-muted-foreground">
        The recipient's payment QR code: PNG or JPG, at most 5MB.
      </p>
      {qr.error && (
        <p id="rmb-qr-error" role="alert" className="text-sm text-destructive">
          {qr.error}
        </p>
      )}
      {qr.file && qr.preview && (
        <div className="flex items-center gap-3 rounded-xl border bg-muted/40 p-3">
          <img
            src={qr.preview}
            alt="Chosen QR code"
            className="size-20 shrink-0 rounded-md border bg-white object-contain"
          />
          <div className="grid min-w-0 flex-1 gap-1 text-sm">
            <span className="truncate font-medium">{qr.file.name}</span>
            {qr.uploading ? (
              <span role="status" className="flex items-center gap-1.5 text-muted-foreground">
                <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
                Uploading...
              </span>
            ) : (
              <span role="status" className="flex items-center gap-1.5 text-green-700">
                <CheckCircle2Icon className="size-4" aria-hidden="true" />
                Uploaded
              </span>
            )}
          </div>
          <Button type="button" variant="ghost" size="icon" onClick={remove}>
            <XIcon aria-hidden="true" />
            <span className="sr-only">Remove QR code</span>
          </Button>
        </div>
      )}
    </div>
  );
}
