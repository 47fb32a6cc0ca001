export * from './idNumber';
export * from './states';
export * from './software';
