import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Processing } from '@sewee/shared';
import { mediaApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** How often the editor asks while a video is being prepared. */
export const PROCESSING_POLL_MS = 2000;

/** GET /api/media/:publicId/processing (admins): where a video's low-data versions stand. */
export const getProcessing = (publicId: string) => call(mediaApi.processing, { params: { publicId } }).then((r) => r.data);

export const processingKey = (publicId: string) => ['media', 'processing', publicId] as const;

const working = (p: Processing | undefined) => p?.status === 'pending' || p?.status === 'processing';

export const processingQuery = (publicId: string, initial?: Processing) =>
  queryOptions({
    queryKey: processingKey(publicId),
    queryFn: () => getProcessing(publicId),
    // The course's own answer is as fresh as the page; a video just uploaded has none and is asked for.
    initialData: initial,
    staleTime: initial ? PROCESSING_POLL_MS : 0,
    refetchInterval: (q) => (working(q.state.data) ? PROCESSING_POLL_MS : false),
    refetchOnWindowFocus: false,
  });

/** A video's processing, polled until it is ready, failed or unavailable. */
export const useProcessing = (publicId: string, initial?: Processing) => useQuery(processingQuery(publicId, initial));
