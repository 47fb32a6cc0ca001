/** Builds a closed surface as shared vertices + index triples, then expands it to a soup. */
class IndexedMeshBuilder {
  private readonly vertices: number[] = [];
  private readonly indices: number[] = [];

  vertex(x: number, y: number, z: number): number {
    this.vertices.push(x, y, z);
    return this.vertices.length / 3 - 1;
  }

  triangle(a: number, b: number, c: number): void {
    this.indices.push(a, b, c);
  }

  toPositions(): Float32Array {
    const positions = new Float32Array(this.indices.length * 3);
    this.indices.forEach((vertex, i) => {
      positions[i * 3] = this.vertices[vertex * 3];
      positions[i * 3 + 1] = this.vertices[vertex * 3 + 1];
      positions[i * 3 + 2] = this.vertices[vertex * 3 + 2];
    });
    return positions;
  }
}

/**
 * A closed tube-like grid: `rings` rows of `segments` vertices each (each row a closed loop),
 * capped at both ends by a fan to a pole. Row 0 sits next to the first pole. Wound outwards
 * (positive volume) when the segments run counter-clockwise seen from the first pole, as they
 * do in every mesh made here (toothMesh.ts), so CAM software reads them the right way out.
 */
export function closedGrid(
  rows: number,
  segments: number,
  point: (row: number, segment: number) => [number, number, number],
  firstPole: [number, number, number],
  lastPole: [number, number, number],
): Float32Array {
  const builder = new IndexedMeshBuilder();
  const start = builder.vertex(...firstPole);
  const grid: number[][] = [];
  for (let row = 0; row < rows; row += 1) {
    grid.push(
      Array.from({ length: segments }, (_, segment) => builder.vertex(...point(row, segment))),
    );
  }
  const end = builder.vertex(...lastPole);
  for (let s = 0; s < segments; s += 1) {
    const next = (s + 1) % segments;
    builder.triangle(start, grid[0][s], grid[0][next]);
    for (let row = 0; row + 1 < rows; row += 1) {
      builder.triangle(grid[row][s], grid[row + 1][next], grid[row][next]);
      builder.triangle(grid[row][s], grid[row + 1][s], grid[row + 1][next]);
    }
    builder.triangle(end, grid[rows - 1][next], grid[rows - 1][s]);
  }
  return builder.toPositions();
}
