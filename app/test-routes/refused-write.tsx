import { useWriter } from '#app/components/data/use-writer.ts';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { measurementDoc } from '#app/lib/data/measurements.ts';

const entry = { date: '2025-03-02', weightKg: 72.5, bodyFatPct: null, waistCm: null, hipsCm: null, chestCm: null, neckCm: null, armCm: null, thighCm: null, notes: '' };

/**
 * Writes through the real writer and save indicator: one the rules accept (the person's own
 * measurement), one they refuse (another person's), so the tests can tell the two apart.
 */
export default function RefusedWrite() {
  const writer = useWriter();
  return (
    <div className="stack">
      <SaveIndicator status={writer.status} />
      <button type="button" className="button" disabled={!writer.ready} onClick={() => void writer.run((data) => data.add(measurementDoc, {}, entry), 'own write failed')}>
        write my measurement
      </button>
      <button
        type="button"
        className="button"
        disabled={!writer.ready}
        onClick={() => void writer.run((data) => data.add(measurementDoc, { uid: 'someone-else' }, entry), 'foreign write failed')}
      >
        write someone else’s measurement
      </button>
    </div>
  );
}
