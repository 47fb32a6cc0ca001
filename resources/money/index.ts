/**
 * Money: withdrawals, bills and deductions (staff views and the designer's settlement page with
 * its tax calculator, income chart and ranking). Other features use only what is exported here.
 */
export { default as withdrawals } from './withdrawals';
export { default as bills } from './bills';
export { default as deductions } from './deductions';
export { MONEY_PAGES } from './pages';
export { DeductionTable } from './deductions/DeductionTable';
