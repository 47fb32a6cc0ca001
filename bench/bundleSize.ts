import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  files: number;
  entryRaw: number;
  entryGzip: number;
  totalRaw: number;
  totalGzip: number;
}

/** Sizes of the built JavaScript; the entry chunk is the one index.html loads. */
export function measureBundle(distDir: string): BundleFigures {
  const assets = join(distDir, 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const figures: BundleFigures = {
    files: scripts.length,
    entryRaw: 0,
    entryGzip: 0,
    totalRaw: 0,
    totalGzip: 0,
  };
  for (const name of scripts) {
    const content = readFileSync(join(assets, name));
    const gzip = gzipSync(content).length;
    figures.totalRaw += content.length;
    figures.totalGzip += gzip;
    if (html.includes(name)) {
      figures.entryRaw += content.length;
      figures.entryGzip += gzip;
    }
  }
  return figures;
}
