type HashFigures = { megabytes: number; hashMBps: Record<'native' | 'stream' | 'legacy', number> };

/** The duplicate check's hash, File → digest, by path; targets of issue 15 beside the figures. */
export function reportHash(node: HashFigures, browser: HashFigures) {
  console.log('SHA-256 of a chosen File (duplicate check), File → digest:');
  for (const [where, figures, target] of [
    ['Node', node, 300],
    ['headless Chromium', browser, 150],
  ] as const) {
    const { native, stream, legacy } = figures.hashMBps;
    const chosen = Math.min(native, stream);
    console.log(`  ${where}, ${figures.megabytes} MiB:`);
    console.log(
      `    crypto.subtle (up to 256 MiB)       ${mbps(native)}  = ${ratio(native, legacy)}`,
    );
    console.log(
      `    hash-wasm streaming (above, or http) ${mbps(stream)}  = ${ratio(stream, legacy)}`,
    );
    console.log(`    before: @noble/hashes in slices     ${mbps(legacy)}`);
    const met = native * 1.048576 >= target;
    console.log(
      `    target >= ${target} MB/s for the path files up to 256 MiB take: ${met ? 'met' : 'MISSED'} (slowest path ${mbps(chosen)})`,
    );
  }
}

function mbps(value: number) {
  return `${value.toFixed(1).padStart(7)} MiB/s`;
}

function ratio(value: number, reference: number) {
  return `${(value / reference).toFixed(1)}x today's`;
}
