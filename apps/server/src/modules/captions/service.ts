import { msg, type ServerMessage } from '../../lib/messages';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CAPTION_LANG_RE,
  CAPTIONS_MAX_BYTES,
  formatCueTime,
  parseCaptions,
  toWebVtt,
  type CaptionProblem,
  type CaptionSource,
  type CaptionTrack,
  type Cue,
} from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError, badRequest, isUuid, notFound } from '../../lib/app-error';
import { coursesRepo } from '../courses/repository';
import { mediaRepo } from '../media/repository';
import type { UserRow } from '../users/repository';
import { captionKey, languageLabel, presentCaption } from './files';

/** The sentence a person reads for a refused caption file (templates in lib/messages, `captions`). */
export function problemMessage(p: CaptionProblem): ServerMessage {
  switch (p.kind) {
    case 'empty':
      return msg('captions.empty');
    case 'badTiming':
      return msg('captions.badTiming', { line: p.line, text: p.text });
    case 'noText':
      return msg('captions.noText', { line: p.line });
    case 'endBeforeStart':
      return msg('captions.endBeforeStart', { line: p.line });
    case 'outOfOrder':
      return msg('captions.outOfOrder', { line: p.line });
    case 'beyondVideo':
      return msg('captions.beyondVideo', { line: p.line, time: formatCueTime(p.end), length: formatCueTime(p.length) });
  }
}

export function createCaptionsService(ctx: AppContext) {
  const { db, storage } = ctx;

  /** The video lecture of the admin's own course (404 unknown, 403 someone else's course, 400 a step or pattern lesson). */
  async function ownLecture(admin: UserRow, courseId: string, lectureId: string) {
    if (!isUuid(courseId)) throw notFound('things.course');
    const course = await coursesRepo.findById(db, courseId);
    if (!course) throw notFound('things.course');
    if (course.instructorId !== admin.id) throw new AppError('FORBIDDEN', msg('courses.instructorOnly'));
    const lecture = isUuid(lectureId) ? (await coursesRepo.lecturesOf(db, courseId)).find((l) => l.id === lectureId) : undefined;
    if (!lecture) throw notFound('things.lecture');
    // Captions belong to a video: a step lesson has none.
    if (lecture.kind === 'pattern') throw badRequest(msg('captions.patternLesson'));
    if (lecture.kind !== 'video' || !lecture.mediaId) throw badRequest(msg('captions.stepsLesson'));
    return { ...lecture, mediaId: lecture.mediaId };
  }

  /**
   * Captions belong to the video, which may play in several courses: its uploader may change them,
   * anyone else only when every course it plays in is theirs (never another instructor's course).
   */
  async function assertCaptionable(admin: UserRow, video: { id: string; uploaderId: string | null }) {
    if (video.uploaderId === admin.id) return;
    const uses = await mediaRepo.lectureUses(db, video.id);
    if (uses.some((u) => u.instructorId !== admin.id)) {
      throw new AppError('FORBIDDEN', msg('captions.sharedVideo'));
    }
  }

  function checkLang(lang: string) {
    if (!CAPTION_LANG_RE.test(lang) || !languageLabel(lang)) {
      throw badRequest(msg('captions.unknownLang', { lang: lang.slice(0, 20) }));
    }
  }

  /**
   * Stores the cues as the video's track in `lang`, replacing the one it had: the new file is
   * written first under a new name, the row is changed under its lock, and the old file goes after.
   */
  async function saveTrack(
    mediaId: string,
    lang: string,
    cues: Cue[],
    source: CaptionSource,
    { keepExisting = false }: { keepExisting?: boolean } = {},
  ): Promise<CaptionTrack | undefined> {
    const vtt = Buffer.from(toWebVtt(cues));
    const file = `${lang}.${crypto.randomBytes(6).toString('hex')}.vtt`;
    await storage.put(captionKey(mediaId, file), Readable.from([vtt]));
    const outcome = await db.transaction(async (tx) => {
      const row = await mediaRepo.findByIdForUpdate(tx, mediaId);
      if (!row) return undefined;
      const old = row.captions.find((c) => c.lang === lang);
      // An automatic draft never replaces what the instructor gave meanwhile.
      if (old && keepExisting) return { kept: true as const };
      const entry = { lang, source, bytes: vtt.length, file };
      await mediaRepo.setCaptions(tx, mediaId, [...row.captions.filter((c) => c.lang !== lang), entry]);
      return { entry, old };
    });
    if (!outcome || 'kept' in outcome) {
      await storage.delete(captionKey(mediaId, file));
      if (!outcome) throw notFound('things.video');
      return undefined;
    }
    if (outcome.old) await removeFile(mediaId, outcome.old.file);
    return presentCaption(mediaId, outcome.entry);
  }

  async function removeFile(mediaId: string, file: string) {
    await storage
      .delete(captionKey(mediaId, file))
      .catch((err) => ctx.log.error({ err, mediaId, file }, 'could not remove a caption file'));
  }

  return {
    /** PUT: WebVTT or SRT from the course's instructor, checked against the video's length, stored as WebVTT. */
    async put(admin: UserRow, courseId: string, lectureId: string, lang: string, text: string): Promise<CaptionTrack> {
      const lecture = await ownLecture(admin, courseId, lectureId);
      checkLang(lang);
      if (Buffer.byteLength(text) > CAPTIONS_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', msg('captions.tooLarge'));
      const video = await mediaRepo.findById(db, lecture.mediaId);
      if (!video || video.kind !== 'video') throw notFound('things.video');
      await assertCaptionable(admin, video);
      const parsed = parseCaptions(text, video.durationSeconds);
      if (!parsed.ok) throw badRequest(problemMessage(parsed.problem));
      return (await saveTrack(video.id, lang, parsed.cues, 'instructor'))!;
    },

    /** DELETE: removes the lecture's track in `lang` (404 when it has none). */
    async remove(admin: UserRow, courseId: string, lectureId: string, lang: string): Promise<void> {
      const lecture = await ownLecture(admin, courseId, lectureId);
      const video = await mediaRepo.findById(db, lecture.mediaId);
      if (video) await assertCaptionable(admin, video);
      const removed = await db.transaction(async (tx) => {
        const row = await mediaRepo.findByIdForUpdate(tx, lecture.mediaId);
        const old = row?.captions.find((c) => c.lang === lang);
        if (!row || !old) return undefined;
        await mediaRepo.setCaptions(
          tx,
          row.id,
          row.captions.filter((c) => c.lang !== lang),
        );
        return old;
      });
      if (!removed) throw notFound('things.captions');
      await removeFile(lecture.mediaId, removed.file);
    },

    saveTrack,
  };
}

export type CaptionsService = ReturnType<typeof createCaptionsService>;
