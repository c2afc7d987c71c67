/*
 * What one dashboard card receives from the server: its data, or the marker of a read that failed.
 * A card whose read fails (a missing index, a document the code cannot use, a timeout) says so on
 * its own while the others show; the marker is a plain string so it crosses to the browser as is.
 */

export const CARD_FAILED = 'failed' as const;

export type CardResult<T> = T | typeof CARD_FAILED;
