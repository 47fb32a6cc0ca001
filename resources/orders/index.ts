/**
 * Orders: design tasks (list, detail, QC, deviation, dispatch, CSV), the QC queue, the
 * workbench, the CAD upload page and My design sheet. Other features and the route table use
 * only what is exported here.
 */
export { default as tasks } from './tasks';
export { default as qcQueue } from './qcQueue';
export { ORDERS_PAGES } from './pages';
