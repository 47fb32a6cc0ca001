import { describe, expect, it } from 'vitest';
import type { ResourceProps } from 'react-admin';
import { resourceViewAt } from './resourceViewAt';

const List = () => null;
const Show = () => null;
const Create = () => null;
const RESOURCES: ResourceProps[] = [
  { name: 'tickets', list: List, show: Show, create: Create },
  { name: 'notices' },
];

describe('resourceViewAt', () => {
  it('names the view react-admin renders at a resource route', () => {
    expect(resourceViewAt('/tickets', RESOURCES)).toBe(List);
    expect(resourceViewAt('/tickets/create', RESOURCES)).toBe(Create);
    expect(resourceViewAt('/tickets/42/show', RESOURCES)).toBe(Show);
  });

  it('names none for a view the resource lacks or a path outside every resource', () => {
    expect(resourceViewAt('/tickets/42', RESOURCES)).toBeUndefined();
    expect(resourceViewAt('/notices', RESOURCES)).toBeUndefined();
    expect(resourceViewAt('/order/workbench', RESOURCES)).toBeUndefined();
  });
});
