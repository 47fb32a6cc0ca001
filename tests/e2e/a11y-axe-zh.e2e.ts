import { axeSweep } from './support/axeSweep';

// axe-core on every route of each role in zh (and the check that the visits cover every route).
axeSweep('zh', { routeList: true });
