/*
 * What the save indicator says, driven by the writes themselves: 'saving' while any write waits
 * for the server, then 'saved' only if every one of them was accepted, 'failed' if the server
 * (or the rules) refused one — the error toast then stands alone, never beside 'Enregistré'.
 */
export type WriteStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface WriteTracker {
  /** A write begins; call the returned function once with whether the server accepted it. */
  start(): (accepted: boolean) => void;
}

export function createWriteTracker(onChange: (status: WriteStatus) => void): WriteTracker {
  let inFlight = 0;
  let refused = false;
  return {
    start() {
      inFlight += 1;
      onChange('saving');
      let settled = false;
      return (accepted) => {
        if (settled) return;
        settled = true;
        inFlight -= 1;
        if (!accepted) refused = true;
        if (inFlight > 0) return;
        onChange(refused ? 'failed' : 'saved');
        refused = false;
      };
    },
  };
}
