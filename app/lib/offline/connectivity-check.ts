/**
 * When its channel fails (a lost connection), the Firestore SDK probes the network by loading this
 * image (webchannel's connectivity check, always over https). The Content-Security-Policy allows
 * exactly it (app/lib/security/headers.server.ts), and offline the service worker answers it with
 * an empty response instead of a network error, so a loss of signal leaves the console clean.
 */
export const FIRESTORE_CONNECTIVITY_CHECK_IMAGE = 'https://www.google.com/images/cleardot.gif';
