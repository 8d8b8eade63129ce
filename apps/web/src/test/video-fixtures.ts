import { LectureDataCostSchema, LectureStreamSchema, type LectureDataCost, type LectureStream } from '@sewee/shared/video';

/**
 * A lecture's ladder as the API sends it, parsed with the shared schema so the
 * web tests cannot drift from what the server must send. 2 minutes; sizes are what a 240p rung at
 * 1.6 MB/min and audio at 0.45 MB/min would be at most.
 */
const AAC = 'mp4a.40.2';

export function makeStream(publicId = 'v1', over: Partial<LectureStream> = {}): LectureStream {
  const base = `/api/media/${publicId}/hls`;
  return LectureStreamSchema.parse({
    hls: `${base}/master.m3u8`,
    durationSeconds: 120,
    renditions: [
      { name: 'audio', codec: 'aac', codecs: AAC, height: null, bandwidth: 60_000, bytes: 860_000, url: `${base}/audio.mp4` },
      {
        name: '240p',
        codec: 'h264',
        codecs: `avc1.4d401e,${AAC}`,
        height: 240,
        bandwidth: 420_000,
        bytes: 3_150_000,
        url: `${base}/240p.mp4`,
      },
      {
        name: '360p',
        codec: 'h264',
        codecs: `avc1.4d401e,${AAC}`,
        height: 360,
        bandwidth: 800_000,
        bytes: 6_000_000,
        url: `${base}/360p.mp4`,
      },
      {
        name: '720p',
        codec: 'h264',
        codecs: `avc1.4d401f,${AAC}`,
        height: 720,
        bandwidth: 2_400_000,
        bytes: 18_400_000,
        url: `${base}/720p.mp4`,
      },
    ],
    ...over,
  });
}

/**
 * The same lecture once the AV1 job has run: Opus audio, AV1 240p and 360p beside the
 * H.264 ladder, and the AV1 master playlist. Sizes about what 0.19, 0.7 and 1.0 MB/min would be.
 */
export function makeAv1Stream(publicId = 'v1'): LectureStream {
  const base = `/api/media/${publicId}/hls`;
  const h264 = makeStream(publicId);
  return LectureStreamSchema.parse({
    ...h264,
    hlsAv1: `${base}/master-av1.m3u8`,
    renditions: [
      ...h264.renditions,
      { name: 'opus', codec: 'opus', codecs: 'opus', height: null, bandwidth: 26_000, bytes: 380_000, url: `${base}/opus.mp4` },
      {
        name: 'av1-240p',
        codec: 'av1',
        codecs: 'av01.0.00M.08,opus',
        height: 240,
        bandwidth: 95_000,
        bytes: 1_400_000,
        url: `${base}/av1-240p.mp4`,
      },
      {
        name: 'av1-360p',
        codec: 'av1',
        codecs: 'av01.0.01M.08,opus',
        height: 360,
        bandwidth: 150_000,
        bytes: 2_000_000,
        url: `${base}/av1-360p.mp4`,
      },
    ],
  });
}

/** The same ladder without URLs: what every lecture of a course's details carries. */
export function makeDataCost(stream: LectureStream = makeStream()): LectureDataCost {
  return LectureDataCostSchema.parse({
    durationSeconds: stream.durationSeconds,
    renditions: stream.renditions.map(({ url: _url, codecs: _codecs, ...r }) => r),
  });
}
