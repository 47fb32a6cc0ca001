/**
 * Money: withdrawals, bills, deductions and the price list (staff views and the designer's settlement page with
 * its tax calculator, income chart and ranking). Other features use only what is exported here.
 */
export { default as withdrawals } from './withdrawals';
export { default as bills } from './bills';
export { default as deductions } from './deductions';
export { default as prices } from './prices';
export { MONEY_PAGES } from './pages';
export { DeductionTable } from './deductions/DeductionTable';
