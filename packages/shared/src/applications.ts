import { z } from 'zod';
import { APPLICATION_STATUSES, LIMITS } from './constants';

const MISSING = 'User info missing. Please log in again.';
const present = z.string({ error: MISSING }).trim().min(1, MISSING).max(500);

/** Apply body: the specification only requires name and email to be present; the student comes from the session. */
export const ApplySchema = z.object({ name: present, email: present });
export type ApplyInput = z.input<typeof ApplySchema>;

export const ApplicationSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  studentId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;
export const ApplyResponse = z.object({ success: z.literal(true), message: z.string(), data: ApplicationSchema });

/** The signed-in student's application status for one course (null when none). */
export const ApplicationStatusResponse = z.object({ success: z.literal(true), status: z.enum(APPLICATION_STATUSES).nullable() });

/** A row of the admin's Student Course Applications table. */
export const AdminApplicationSchema = z.object({
  _id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  student: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  course: z.object({ _id: z.string(), title: z.string() }),
});
export type AdminApplication = z.infer<typeof AdminApplicationSchema>;

/** Without `page` every application is returned; with it, one page and the total. */
export const ApplicationsQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.adminPageSize),
});
export const ApplicationsResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  applications: z.array(AdminApplicationSchema),
  total: z.number().int(),
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
});

export const ApplicationIdParams = z.object({ applicationId: z.string().max(100) });
export const ApplicationStatusUpdateSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected' }),
});
