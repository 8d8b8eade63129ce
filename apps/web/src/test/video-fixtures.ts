import { LectureDataCostSchema, LectureStreamSchema, type LectureDataCost, type LectureStream } from '@sewee/shared/video';

/**
 * A lecture's ladder as the API sends it (issue 12 contract), parsed with the shared schema so the
 * web tests cannot drift from what the server must send. 2 minutes; sizes are what a 240p rung at
 * 1.6 MB/min and audio at 0.45 MB/min would be at most.
 */
export function makeStream(publicId = 'v1', over: Partial<LectureStream> = {}): LectureStream {
  const base = `/api/media/${publicId}/hls`;
  return LectureStreamSchema.parse({
    hls: `${base}/master.m3u8`,
    durationSeconds: 120,
    renditions: [
      { name: 'audio', height: null, bandwidth: 60_000, bytes: 860_000, url: `${base}/audio.mp4` },
      { name: '240p', height: 240, bandwidth: 420_000, bytes: 3_150_000, url: `${base}/240p.mp4` },
      { name: '360p', height: 360, bandwidth: 800_000, bytes: 6_000_000, url: `${base}/360p.mp4` },
      { name: '720p', height: 720, bandwidth: 2_400_000, bytes: 18_400_000, url: `${base}/720p.mp4` },
    ],
    ...over,
  });
}

/** The same ladder without URLs: what every lecture of a course's details carries. */
export function makeDataCost(stream: LectureStream = makeStream()): LectureDataCost {
  return LectureDataCostSchema.parse({
    durationSeconds: stream.durationSeconds,
    renditions: stream.renditions.map(({ url: _url, ...r }) => r),
  });
}
