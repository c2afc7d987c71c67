import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidBarcode } from '#app/lib/nutrition/index.ts';

/** The packs' barcodes: what isValidBarcode checks. */
const FORMATS = ['ean_13', 'ean_8', 'upc_a'];
const SCAN_EVERY_MS = 200;

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

type ScannerProblem = 'denied' | 'noCamera' | 'failed';

declare global {
  interface Window {
    BarcodeDetector?: { new (options: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> };
  }
}

/** The browser's own BarcodeDetector when it reads pack barcodes, otherwise the ZXing polyfill, loaded now. */
async function createDetector(): Promise<Detector> {
  const native = window.BarcodeDetector;
  if (native) {
    const supported: string[] = await native.getSupportedFormats().catch(() => []);
    if (FORMATS.some((f) => supported.includes(f))) return new native({ formats: FORMATS.filter((f) => supported.includes(f)) });
  }
  const { createPolyfillDetector } = await import('#app/lib/barcode-scanner/polyfill.ts');
  return createPolyfillDetector(FORMATS);
}

function problemOf(error: unknown): ScannerProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'noCamera';
  return 'failed';
}

/**
 * The camera scanner: rear camera, a frame read five times a second until a valid pack barcode
 * appears. Camera refused or absent: a French message and the manual entry (always there).
 */
export function BarcodeScanner({ onDetected, onManualEntry }: { onDetected: (code: string) => void; onManualEntry: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<ScannerProblem | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  // The latest callbacks, without restarting the camera when the parent renders again.
  const found = useRef(onDetected);
  const onManualEntryRef = useRef(onManualEntry);
  useEffect(() => {
    found.current = onDetected;
    onManualEntryRef.current = onManualEntry;
  });

  useEffect(() => {
    if (!open) return;
    let active = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const close = () => {
      active = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no camera API', 'NotFoundError');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      const detector = await createDetector();
      const video = videoRef.current;
      if (!active || !video) return close();
      video.srcObject = stream;
      await video.play();
      const scan = async () => {
        if (!active) return;
        const codes = await detector.detect(video).catch(() => []);
        const code = codes.map((c) => c.rawValue).find(isValidBarcode);
        if (code) {
          close();
          setOpen(false);
          found.current(code);
          return;
        }
        timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
      };
      void scan();
    })().catch((error: unknown) => {
      // Closed meanwhile (the person pressed "Fermer"): nothing to report.
      if (!active) return;
      console.warn('[scanner] camera unavailable', error);
      close();
      setOpen(false);
      setProblem(problemOf(error));
      onManualEntryRef.current();
    });
    return close;
  }, [open]);

  return (
    <div className="stack scanner">
      <div>
        <button
          type="button"
          className="button"
          aria-expanded={open}
          onClick={() => {
            setProblem(null);
            setOpen((o) => !o);
          }}
        >
          {open ? t('nutrition:scanner.close') : t('nutrition:scanner.open')}
        </button>
      </div>
      {open ? (
        <figure className="scanner-view">
          <video ref={videoRef} muted playsInline aria-label={t('nutrition:scanner.video')} />
          <figcaption className="muted">{t('nutrition:scanner.hint')}</figcaption>
        </figure>
      ) : null}
      {problem ? (
        <p className="form-error" role="alert">
          {t(`nutrition:scanner.problems.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}
