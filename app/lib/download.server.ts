/*
 * A file download written as it is read: text pieces become a byte stream pulled at the client's
 * pace, so an export of any size never sits whole in the server's memory.
 */

/** Text pieces → a byte stream read at the client's pace; a failed read aborts the download. */
function streamOf(pieces: AsyncIterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        // The status line is already sent: failing the stream makes the download fail visibly
        // rather than leave a truncated file that looks complete.
        console.error('[export] failed while streaming', error);
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return?.(undefined);
    },
  });
}

/** The response of a private download (never cached) streaming `pieces`. */
export function download(pieces: AsyncIterator<string>, type: string, filename: string): Response {
  return new Response(streamOf(pieces), {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
