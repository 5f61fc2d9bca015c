// Loaded into the server by bench/soak.mjs only (node --import): answers memory questions over the
// parent's IPC channel, so the shop needs no endpoint that shows its internals.
if (process.send) {
  process.on('message', (message) => {
    if (message?.type !== 'memory') return;
    if (message.gc && typeof globalThis.gc === 'function') globalThis.gc();
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    process.send({ type: 'memory', id: message.id, rss, heapUsed, heapTotal, external });
  });
  process.channel?.unref();
}
