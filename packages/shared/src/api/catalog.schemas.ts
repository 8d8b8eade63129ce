import {
  BoughtCoursesResponse,
  CatalogDetailsResponse,
  CatalogListResponse,
  CategoryCountsResponse,
  CatalogQuerySchema,
  PurchaseInfoParams,
  PurchaseInfoResponse,
  StudentIdParams,
} from '../catalog';
import { CourseIdParams } from '../courses';

export const list = { query: CatalogQuerySchema, response: CatalogListResponse };
export const categoryCounts = { response: CategoryCountsResponse };
export const details = { params: CourseIdParams, response: CatalogDetailsResponse };
export const purchaseInfo = { params: PurchaseInfoParams, response: PurchaseInfoResponse };
export const bought = { params: StudentIdParams, response: BoughtCoursesResponse };
