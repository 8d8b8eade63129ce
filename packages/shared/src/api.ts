// The descriptions only: each module's schemas load on demand (Endpoint.schemas), so importing
// these keeps zod out of a bundle that does not validate.
export * from './api/account';
export * from './api/admissions';
export * from './api/applications';
export * from './api/auth';
export * from './api/captions';
export * from './api/catalog';
export * from './api/certificates';
export * from './api/contact';
export * from './api/courses';
export * from './api/intakes';
export * from './api/media';
export * from './api/orders';
export * from './api/progress';
export * from './api/practice';
