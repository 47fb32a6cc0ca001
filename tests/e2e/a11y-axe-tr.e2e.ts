import { axeSweep } from './support/axeSweep';

// axe-core on every route of each role in tr.
axeSweep('tr');
