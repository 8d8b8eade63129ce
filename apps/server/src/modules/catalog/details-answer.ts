import { z } from 'zod';
import { catalogApi, type PublicCourse } from '@sewee/shared';
import type { AppContext } from '../../context';
import type { UserRow } from '../users/repository';
import { createCatalogService } from './service';

/**
 * GET /api/student/course/get/details/:courseId's `data` for `viewer`, exactly as the API would send
 * it (encoded through the call's response schema, then JSON): the course's details page the server
 * draws for a signed-in member (plugins/server-html.ts) starts from the same answer the browser
 * would otherwise ask for, so hydrating it changes nothing.
 */
export function courseDetailsAnswer(ctx: AppContext) {
  const catalog = createCatalogService(ctx);
  return async (viewer: UserRow, courseId: string): Promise<PublicCourse> => {
    const { response } = await catalogApi.details.schemas();
    const body = z.encode(response, { success: true, data: await catalog.details(viewer, courseId) });
    return (JSON.parse(JSON.stringify(body)) as { data: PublicCourse }).data;
  };
}
