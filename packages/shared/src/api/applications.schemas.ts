import { z } from 'zod';
import {
  ApplicationFilters,
  ApplicationIdParams,
  ApplicationIdsResponse,
  BulkStatusResponse,
  BulkStatusSchema,
  DeclineResponse,
  MyApplicationsResponse,
  ApplicationSchema,
  ApplicationsQuery,
  ApplicationsResponse,
  ApplicationStatusResponse,
  ApplicationStatusUpdateSchema,
  ApplyResponse,
  ApplySchema,
} from '../applications';
import { CourseIdParams } from '../courses';

export const ApplicationStatusChangeResponse = z.object({ success: z.literal(true), message: z.string(), data: ApplicationSchema });

export const apply = { params: CourseIdParams, body: ApplySchema, response: ApplyResponse };
export const status = { params: CourseIdParams, response: ApplicationStatusResponse };
export const list = { query: ApplicationsQuery, response: ApplicationsResponse };
export const setStatus = { params: ApplicationIdParams, body: ApplicationStatusUpdateSchema, response: ApplicationStatusChangeResponse };
export const ids = { query: ApplicationFilters, response: ApplicationIdsResponse };
export const bulkStatus = { body: BulkStatusSchema, response: BulkStatusResponse };
/** A CSV file (text/csv, UTF-8 with a BOM), streamed: not JSON. */
export const exportCsv = { query: ApplicationFilters, response: z.string() };
export const mine = { response: MyApplicationsResponse };
export const decline = { params: ApplicationIdParams, response: DeclineResponse };
