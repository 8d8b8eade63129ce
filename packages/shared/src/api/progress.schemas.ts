import {
  CourseProgressParams,
  CourseProgressResponse,
  MarkLectureViewedSchema,
  ProgressChangeResponse,
  ReplayProgressResponse,
  ReplayProgressSchema,
  ResetProgressSchema,
  SavePositionResponse,
  SavePositionSchema,
} from '../progress';

export const get = { params: CourseProgressParams, response: CourseProgressResponse };
export const markViewed = { body: MarkLectureViewedSchema, response: ProgressChangeResponse };
export const reset = { body: ResetProgressSchema, response: ProgressChangeResponse };
export const savePosition = { body: SavePositionSchema, response: SavePositionResponse };
export const replay = { body: ReplayProgressSchema, response: ReplayProgressResponse };
