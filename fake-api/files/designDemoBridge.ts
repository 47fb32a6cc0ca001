import { closedGrid } from '../../src/domain/mesh/indexedMesh';

/**
 * A three-unit posterior bridge along x (abutments at ±7 mm, the pontic at 0): one closed
 * surface whose elliptical section (7 mm high, 9 mm wide over the units) narrows to the
 * connector at x = ±3.5, of `connectorMm2` (an ellipse 1.35 times as high as wide), plus a
 * closed cavity in each abutment standing in for its intaglio.
 */
export function bridge(connectorMm2: number): Float32Array {
  const height = Math.sqrt((connectorMm2 * 1.35) / Math.PI);
  const width = connectorMm2 / (Math.PI * height);
  const rows = 420;
  const segments = 96;
  const body = closedGrid(
    rows,
    segments,
    (row, segment) => {
      const x = -10.5 + (21 * (row + 1)) / (rows + 1);
      // Full size from the abutments' centres outwards, whatever the connectors.
      const unit = Math.abs(x) >= 7 ? 1 : Math.cos((Math.PI * x) / 7) ** 2;
      const end = Math.abs(x) > 7 ? Math.sqrt(1 - ((Math.abs(x) - 7) / 3.5) ** 2) : 1;
      const a = (height + (3.5 - height) * unit ** 0.7) * end;
      const b = (width + (4.5 - width) * unit ** 0.7) * end;
      const phi = (2 * Math.PI * segment) / segments;
      return [x, -b * Math.cos(phi), a * Math.sin(phi)];
    },
    [-10.5, 0, 0],
    [10.5, 0, 0],
  );
  return joined(body, cavity(-7), cavity(7));
}

/** An ellipsoid cavity (1.6 × 2.4 × 1.4 mm semi-axes) in an abutment, wound inwards. */
function cavity(x: number): Float32Array {
  const rings = 40;
  const segments = 64;
  return closedGrid(
    rings,
    segments,
    (row, segment) => {
      const theta = (Math.PI * (row + 1)) / (rings + 1);
      const phi = (2 * Math.PI * segment) / segments;
      // Clockwise seen from the top pole: the cavity's wall faces its centre.
      return [
        x + 1.6 * Math.sin(theta) * Math.cos(phi),
        -2.4 * Math.sin(theta) * Math.sin(phi),
        -0.6 + 1.4 * Math.cos(theta),
      ];
    },
    [x, 0, 0.8],
    [x, 0, -2],
  );
}

function joined(...parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
