import { useMutation } from '@tanstack/react-query';
import { captionsApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

export interface CaptionTarget {
  courseId: string;
  lectureId: string;
  lang: string;
}

/** PUT …/lectures/:lectureId/captions/:lang (the course's instructor): WebVTT or SRT in, the stored track out. */
export const saveCaptions = ({ text, ...params }: CaptionTarget & { text: string }) =>
  call(captionsApi.put, { params, body: { text } }).then((r) => r.data);

/** DELETE the same path: the lecture's track in that language goes. */
export const deleteCaptions = (params: CaptionTarget) => call(captionsApi.remove, { params });

// Failures are shown next to the captions (the server names the bad line), not as a toast.
export const useSaveCaptions = () => useMutation({ mutationFn: saveCaptions });
export const useDeleteCaptions = () => useMutation({ mutationFn: deleteCaptions });
