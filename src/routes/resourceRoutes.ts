import { listPath, RESOURCES } from './paths';

/** A route with a title: the page's heading, the window title and its tag's label. */
export interface TitledRoute {
  path: string;
  titleKey: string;
}

const show = (resource: keyof typeof RESOURCES) => `${listPath(RESOURCES[resource])}/:id/show`;

/**
 * The react-admin resource routes (lists and detail pages) with their titles, so that they get a
 * tag and a window title like the pages of the route table.
 */
export const RESOURCE_ROUTES: readonly TitledRoute[] = [
  { path: show('tasks'), titleKey: 'app.orders.detail.title' },
  { path: listPath(RESOURCES.tickets), titleKey: 'app.tickets.list.title' },
  { path: show('tickets'), titleKey: 'app.tickets.show.title' },
  { path: listPath(RESOURCES.qcQueue), titleKey: 'app.orders.qc.queue.title' },
  { path: listPath(RESOURCES.certifications), titleKey: 'app.onboarding.route.review' },
  { path: show('certifications'), titleKey: 'app.onboarding.route.review_detail' },
  { path: listPath(RESOURCES.withdrawals), titleKey: 'app.money.staff.review' },
  { path: listPath(RESOURCES.bills), titleKey: 'app.money.staff.bills' },
  { path: listPath(RESOURCES.deductions), titleKey: 'app.money.deductions.title' },
  { path: `${listPath(RESOURCES.deductions)}/create`, titleKey: 'app.money.deductions.create' },
  { path: listPath(RESOURCES.prices), titleKey: 'app.money.prices.title' },
  { path: `${listPath(RESOURCES.prices)}/:id`, titleKey: 'app.money.prices.edit' },
];
