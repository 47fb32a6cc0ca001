/**
 * Onboarding: qualification (authentication), results, welcome steps, the contract, the staff
 * review of certifications, the contract desk and the registration audit.
 */
export { default as certifications } from './qualificationReview';
export { ONBOARDING_PAGES } from './pages';
export { ContractTab } from './contract/ContractTab';
