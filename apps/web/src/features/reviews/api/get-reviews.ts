import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeStatus } from '@sewee/shared';
import { practiceApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export const reviewsKey = ['instructor', 'practice-reviews'] as const;

export interface ReviewsFilter {
  status: PracticeStatus;
  courseId?: string;
  page: number;
  /** Rounds per page; the server's default when left out (the dashboard's count asks for 1). */
  pageSize?: number;
}

/** GET /api/admin/practice/reviews: the queue of practice rounds, oldest first, with the waiting count. */
export const getReviews = (f: ReviewsFilter) =>
  call(practiceApi.reviews, {
    query: {
      status: f.status,
      page: f.page,
      ...(f.courseId ? { courseId: f.courseId } : {}),
      ...(f.pageSize ? { pageSize: f.pageSize } : {}),
    },
  });

export const reviewsQuery = (f: ReviewsFilter) =>
  queryOptions({
    queryKey: [...reviewsKey, f],
    queryFn: () => getReviews(f),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'reviews:reviews.fetchError' },
  });

export const useReviews = (f: ReviewsFilter) => useQuery(reviewsQuery(f));
