/*
 * The ZXing-based BarcodeDetector for browsers without one (Firefox, Safari, Chrome on desktop
 * Linux and Windows). Only ever loaded with import() when a person opens the scanner. Its .wasm
 * is served by the app itself (bundled by Vite), not from the package's default CDN: the app
 * works offline from its own origin and the Content-Security-Policy needs no third party.
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });

export function createPolyfillDetector(formats: string[]): { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> } {
  return new BarcodeDetector({ formats: formats as never });
}
