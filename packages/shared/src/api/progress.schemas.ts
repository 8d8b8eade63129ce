import {
  CourseProgressParams,
  CourseProgressResponse,
  MarkLectureViewedSchema,
  ProgressChangeResponse,
  ResetProgressSchema,
  SavePositionResponse,
  SavePositionSchema,
} from '../progress';

export const get = { params: CourseProgressParams, response: CourseProgressResponse };
export const markViewed = { body: MarkLectureViewedSchema, response: ProgressChangeResponse };
export const reset = { body: ResetProgressSchema, response: ProgressChangeResponse };
export const savePosition = { body: SavePositionSchema, response: SavePositionResponse };
