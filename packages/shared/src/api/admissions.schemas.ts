import { AdmissionsSummaryQuery, AdmissionsSummaryResponse } from '../admissions';

export const summary = { query: AdmissionsSummaryQuery, response: AdmissionsSummaryResponse };
