import { weldVertices } from '../src/domain/mesh/weld';
import { plainLoop } from './deviationNode';

/** The plain three-mesh-bvh loop in a worker, over the same unique vertices the portal measures. */
self.onmessage = ({ data }: MessageEvent<{ source: Float32Array; target: Float32Array }>) => {
  const { ids, count } = weldVertices(data.source);
  const vertices = new Float32Array(count * 3);
  for (let v = 0; v < ids.length; v += 1) {
    vertices.set(data.source.subarray(v * 3, v * 3 + 3), ids[v] * 3);
  }
  const { plainBuildMs, plainQueryMs } = plainLoop(vertices, data.target);
  self.postMessage({ type: 'plain', buildMs: plainBuildMs, queryMs: plainQueryMs });
};
