import { z } from 'zod';
import {
  ApplicationIdParams,
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
