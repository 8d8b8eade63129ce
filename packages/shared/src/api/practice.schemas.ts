import {
  LearnersQuery,
  LearnersResponse,
  PracticeCourseParams,
  PracticePieceParams,
  ReviewResponse,
  ReviewSchema,
  ReviewsQuery,
  ReviewsResponse,
  StudentPracticeResponse,
  SubmissionIdParams,
  SubmissionResponse,
} from '../practice';

export const submit = { params: PracticePieceParams, response: SubmissionResponse };
export const mine = { params: PracticeCourseParams, response: StudentPracticeResponse };
export const reviews = { query: ReviewsQuery, response: ReviewsResponse };
export const review = { params: SubmissionIdParams, body: ReviewSchema, response: ReviewResponse };
export const learners = { params: PracticeCourseParams, query: LearnersQuery, response: LearnersResponse };
