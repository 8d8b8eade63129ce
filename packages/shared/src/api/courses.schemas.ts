import { MessageResponse } from '../auth';
import { CourseIdParams, CourseInputSchema, InstructorCourseListResponse, InstructorCourseResponse } from '../courses';

export const create = { body: CourseInputSchema, response: InstructorCourseResponse };
export const list = { response: InstructorCourseListResponse };
export const details = { params: CourseIdParams, response: InstructorCourseResponse };
export const update = { params: CourseIdParams, body: CourseInputSchema, response: InstructorCourseResponse };
export const remove = { params: CourseIdParams, response: MessageResponse };
