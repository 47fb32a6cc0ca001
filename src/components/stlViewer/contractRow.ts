/** One row of the parser contract: a file and what reading it must give. */
export interface ContractRow {
  case: string;
  name: string;
  bytes: Uint8Array;
  expected: { triangles: number; declaredTriangles?: number } | { error: string };
}
