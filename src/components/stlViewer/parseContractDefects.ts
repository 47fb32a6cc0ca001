import {
  asciiStlNamed,
  binaryStlSolidHeader,
  dodecahedron,
  fannedSoup,
  hexagonalPrism,
  polygonPly,
  quadFacetStl,
} from '../../domain/mesh/polygonFixtures';
import { MESH_ERRORS } from '../../domain/mesh/types';
import type { ContractRow } from './contractRow';

/** Files other readers got wrong (issue 37): each with what reading it must give. */
export function defectRows(): ContractRow[] {
  const prism = hexagonalPrism();
  const solid = dodecahedron();
  return [
    {
      case: 'PLY hexagonal prism (hexagons and quads): 20 triangles, no face dropped',
      name: 'prism.ply',
      bytes: polygonPly(prism.vertices, prism.faces),
      expected: { triangles: 20 },
    },
    {
      case: 'PLY dodecahedron (pentagons only): 36 triangles',
      name: 'dodecahedron.ply',
      bytes: polygonPly(solid.vertices, solid.faces),
      expected: { triangles: 36 },
    },
    {
      case: 'ASCII STL whose solid name contains "vertex"',
      name: 'prism.stl',
      bytes: asciiStlNamed('vertex_cloud vertex 1 2 3', prism.vertices, prism.faces),
      expected: { triangles: 20 },
    },
    {
      case: 'ASCII STL whose solid name is 500 characters long',
      name: 'prism.stl',
      bytes: asciiStlNamed('n'.repeat(500), prism.vertices, prism.faces),
      expected: { triangles: 20 },
    },
    {
      case: 'ASCII STL of three 4-vertex facets: refused (a facet is a triangle)',
      name: 'quads.stl',
      bytes: quadFacetStl(),
      expected: { error: MESH_ERRORS.corrupt },
    },
    {
      case: 'binary STL with a "solid … facet" header and a wrong count: read by its size',
      name: 'prism.stl',
      bytes: binaryStlSolidHeader(fannedSoup(prism.vertices, prism.faces), 7),
      expected: { triangles: 20, declaredTriangles: 7 },
    },
  ];
}
