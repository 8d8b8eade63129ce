import { MessageResponse } from '../auth';
import { CaptionInputSchema, CaptionParams, CaptionTrackResponse } from '../captions';

export const put = { params: CaptionParams, body: CaptionInputSchema, response: CaptionTrackResponse };
export const remove = { params: CaptionParams, response: MessageResponse };
