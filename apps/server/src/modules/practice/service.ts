import { fileName, msg } from '../../lib/messages';
import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  PRACTICE_LIMITS,
  type Learner,
  type PracticePieceInput,
  type PracticeRound,
  type ReviewItem,
  type StudentPiece,
  type Verdict,
} from '@sewee/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { AppError, badRequest, forbidden, isUuid, notFound } from '../../lib/app-error';
import type { PhotoType } from '../../platform/video/photo';
import { storePhoto, type UnreadableText } from '../media/store-photo';
import { isActiveAdmin } from '../auth/session';
import { issueIfComplete } from '../certificates/issue';
import { courseCompletion } from '../progress/completion';
import { progressRepo } from '../progress/repository';
import { usersRepo, type UserRow } from '../users/repository';
import { practiceRepo, type PhotoRow, type PieceRow, type SubmissionRow } from './repository';

/** A photo as the multipart body carried it, read whole (each is at most PRACTICE_LIMITS.uploadMaxBytes). */
export interface IncomingPhoto {
  filename: string;
  bytes: Buffer;
  /** The parser stopped reading it at its size cap: it was larger than a photo may be. */
  truncated: boolean;
}

const PHOTO_TYPES = new Set<string>(['image/jpeg', 'image/png', 'image/webp']);
/** A photo no picture could be read from, in a student's words. */
const unreadablePhoto: UnreadableText = (p) => msg('practice.unreadable', p);
const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

export const photoUrl = (photoId: string) => `/api/practice/photos/${photoId}`;
const photoKey = (photoId: string) => `practice/${photoId.slice(0, 2)}/${photoId}.jpg`;

const presentRound = (s: SubmissionRow, photos: PhotoRow[]): PracticeRound => ({
  _id: s.id,
  round: s.round,
  status: s.status,
  comment: s.comment,
  createdAt: s.createdAt.toISOString(),
  reviewedAt: s.reviewedAt ? s.reviewedAt.toISOString() : null,
  photos: photos
    .filter((p) => p.submissionId === s.id)
    .map((p) => ({ _id: p.id, url: photoUrl(p.id), bytes: p.bytes, width: p.width, height: p.height })),
});

export const presentPiece = (p: PieceRow) => ({
  _id: p.id,
  title: p.title,
  instructions: p.instructions,
  photos: p.photos,
  required: p.required,
  afterLecture: p.afterLecture,
});

/**
 * Saves a course's practice pieces with its curriculum (the course editor's save, in its
 * transaction): a piece sent with the `_id` of one of this course's pieces is updated (its
 * students' rounds stay); one without is added; pieces not sent are removed with their rounds,
 * but a piece students sent photos of only when `confirmRemoval` says the person agreed (else 409).
 * `input` undefined (a body without `practice`) keeps the pieces as they are, within the lectures.
 * Returns the storage keys of the removed rounds' photos, to delete after the commit.
 */
export async function savePieces(
  tx: DbOrTx,
  courseId: string,
  lectureCount: number,
  input: PracticePieceInput[] | undefined,
  confirmRemoval = false,
): Promise<string[]> {
  if (input === undefined) {
    await practiceRepo.keepWithin(tx, courseId, lectureCount);
    return [];
  }
  const existing = await practiceRepo.piecesOf(tx, courseId);
  const byId = new Map(existing.map((p) => [p.id, p]));
  const kept = new Set<string>();
  // Stable by place: pieces keep their order within the same place among the lectures.
  const ordered = input
    .map((p, i) => ({ p, i }))
    .sort((a, b) => Math.min(a.p.afterLecture, lectureCount) - Math.min(b.p.afterLecture, lectureCount) || a.i - b.i);
  for (const [position, { p }] of ordered.entries()) {
    const values = {
      position,
      afterLecture: Math.min(p.afterLecture, lectureCount),
      title: p.title,
      instructions: p.instructions,
      photos: p.photos,
      required: p.required ?? false,
    };
    const id = p._id?.toLowerCase();
    if (id && byId.has(id) && !kept.has(id)) {
      kept.add(id);
      await practiceRepo.updatePiece(tx, id, values);
    } else {
      await practiceRepo.insertPiece(tx, { courseId, ...values });
    }
  }
  const removed = existing.filter((p) => !kept.has(p.id)).map((p) => p.id);
  // Locked first: a round being sent for one of them waits for this save, then finds it gone (404).
  const withRounds = await practiceRepo.lockForRemoval(tx, removed);
  if (withRounds.length && !confirmRemoval) throw new AppError('CONFLICT', msg('practice.confirmRemoval', { title: withRounds[0]!.title }));
  return practiceRepo.deletePieces(tx, removed);
}

export function createPracticeService(ctx: AppContext) {
  const { db } = ctx;

  async function removeFiles(keys: string[]) {
    for (const key of keys) await ctx.storage.delete(key).catch((err) => ctx.log.error({ err, key }, 'could not remove a practice photo'));
  }

  async function roundsWithPhotos(rounds: SubmissionRow[]) {
    const photos = await practiceRepo.photosOf(
      db,
      rounds.map((r) => r.id),
    );
    return rounds.map((r) => presentRound(r, photos));
  }

  /** The course, and the piece of it, a student may send photos of now: bought, not passed, nothing waiting. */
  async function sendable(student: UserRow, courseId: string, pieceId: string) {
    if (!isUuid(courseId)) throw notFound('things.course');
    const access = await progressRepo.findCourseAccess(db, courseId, student.id);
    if (!access) throw notFound('things.course');
    const piece = isUuid(pieceId) ? await practiceRepo.findPiece(db, courseId, pieceId) : undefined;
    if (!piece) throw notFound('things.practicePiece');
    if (!access.enrolled) throw forbidden(msg('practice.buyToSend'));
    const standing = (await practiceRepo.standings(db, student.id, courseId)).find((s) => s.pieceId === piece.id);
    if (standing?.status === 'passed') throw new AppError('CONFLICT', msg('practice.alreadyPassed'));
    if (standing?.status === 'waiting') throw waitingConflict();
    return piece;
  }

  const waitingConflict = () => new AppError('CONFLICT', msg('practice.waiting'));

  /** Checks one photo's bytes: a JPEG, PNG or WebP of at most 2 MB; answers its type. */
  async function checkPhoto(photo: IncomingPhoto): Promise<PhotoType> {
    const name = fileName(photo.filename);
    if (photo.truncated || photo.bytes.length > PRACTICE_LIMITS.uploadMaxBytes)
      throw new AppError('PAYLOAD_TOO_LARGE', msg('practice.tooLarge', { name }));
    if (photo.bytes.length === 0) throw new AppError('VALIDATION', msg('media.empty', { name }));
    const type = await fileTypeFromBuffer(photo.bytes.subarray(0, 4100));
    if (type && HEIC_TYPES.has(type.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg('practice.heic', { name }));
    if (!type || !PHOTO_TYPES.has(type.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg('practice.notPhoto', { name }));
    return type.mime as PhotoType;
  }

  return {
    /** The checks that need no photo (403, 404, 409), made before the body is read. */
    sendable,

    /**
     * A new round: every photo checked (magic bytes, size), re-encoded without metadata and stored,
     * then the round and its photos saved in one transaction. Nothing is kept of a refused round.
     */
    async submit(student: UserRow, courseId: string, pieceId: string, photos: IncomingPhoto[]): Promise<PracticeRound> {
      const piece = await sendable(student, courseId, pieceId);
      if (!photos.length)
        throw new AppError('VALIDATION', msg('media.chooseFile', { field: 'photos' }), {
          errors: [{ path: 'photos', message: msg('validation.fileRequired') }],
        });
      if (photos.length !== piece.photos) {
        const count = msg('practice.photoCount', { needed: piece.photos, sent: photos.length });
        throw badRequest(count, [{ path: 'photos', message: count }]);
      }
      const types: PhotoType[] = [];
      for (const p of photos) types.push(await checkPhoto(p));

      const stored: { id: string; key: string; bytes: number; width: number; height: number }[] = [];
      try {
        for (const [i, p] of photos.entries()) {
          const id = crypto.randomUUID();
          const key = photoKey(id);
          const size = await storePhoto(ctx, { filename: p.filename, bytes: p.bytes, type: types[i]! }, key, unreadablePhoto);
          stored.push({ id, key, ...size });
        }
        const round = await db.transaction(async (tx) => {
          const next = await practiceRepo.nextRound(tx, piece.id, student.id);
          const row = await practiceRepo.insertSubmission(tx, { pieceId: piece.id, courseId, studentId: student.id, round: next });
          if (!row) throw waitingConflict();
          const photoRows = await practiceRepo.insertPhotos(
            tx,
            stored.map((s, position) => ({
              id: s.id,
              submissionId: row.id,
              position,
              storageKey: s.key,
              bytes: s.bytes,
              width: s.width,
              height: s.height,
            })),
          );
          return presentRound(row, photoRows);
        });
        return round;
      } catch (err) {
        await removeFiles(stored.map((s) => s.key));
        // The editor removed the piece while its photos were being read.
        if (isForeignKeyViolation(err)) throw notFound('things.practicePiece');
        throw err;
      }
    },

    /** The caller's pieces of a course they bought or teach (admins may open any), with every round, newest first. */
    async mine(viewer: UserRow, courseId: string): Promise<StudentPiece[]> {
      if (!isUuid(courseId)) throw notFound('things.course');
      const access = await progressRepo.findCourseAccess(db, courseId, viewer.id);
      if (!access) throw notFound('things.course');
      if (!access.enrolled && !isActiveAdmin(viewer)) throw forbidden(msg('practice.buyToSend'));
      const [pieces, rounds, standings] = await Promise.all([
        practiceRepo.piecesOf(db, courseId),
        practiceRepo.roundsOf(db, viewer.id, courseId),
        practiceRepo.standings(db, viewer.id, courseId),
      ]);
      const shown = await roundsWithPhotos(rounds);
      return pieces.map((p) => ({
        ...presentPiece(p),
        status: standings.find((s) => s.pieceId === p.id)?.status ?? 'not_sent',
        rounds: shown.filter((r) => rounds.find((x) => x.id === r._id)?.pieceId === p.id),
      }));
    },

    /** The review queue (any admin may review: one school, docs/decisions/020-one-school-any-admin-decides.md), oldest first. */
    async reviews(f: { status: SubmissionRow['status']; courseId?: string; page: number; pageSize: number }) {
      const { rows, total, waiting } = await practiceRepo.queue(db, f);
      const all = await practiceRepo.roundsOfPieces(
        db,
        rows.map((r) => ({ pieceId: r.piece.id, studentId: r.student.id })),
      );
      const shown = new Map((await roundsWithPhotos(all)).map((r) => [r._id, r]));
      const items: ReviewItem[] = rows.map((r) => ({
        ...shown.get(r.submission.id)!,
        piece: { _id: r.piece.id, title: r.piece.title, instructions: r.piece.instructions, photos: r.piece.photos },
        course: { _id: r.course.id, title: r.course.title },
        student: { _id: r.student.id, name: r.student.name, email: r.student.email },
        earlier: all
          .filter((x) => x.pieceId === r.piece.id && x.studentId === r.student.id && x.round < r.submission.round)
          .map((x) => shown.get(x.id)!),
      }));
      return { items, total, waiting, page: f.page, pageSize: f.pageSize };
    },

    /**
     * Passed or Needs work on a waiting round, once: the verdict and the student's e-mail commit
     * together; a pass that completes the course issues its certificate.
     */
    async review(admin: UserRow, submissionId: string, verdict: Verdict, comment: string): Promise<PracticeRound> {
      if (!isUuid(submissionId)) throw notFound('things.submission');
      const row = await db.transaction(async (tx) => {
        const current = await practiceRepo.lockSubmission(tx, submissionId);
        if (!current) throw notFound('things.submission');
        if (current.status !== 'waiting') throw new AppError('CONFLICT', msg('practice.reviewed'));
        const reviewed = await practiceRepo.review(tx, current.id, { status: verdict, comment: comment || null, reviewerId: admin.id });
        const student = await usersRepo.findById(tx, current.studentId);
        if (student) await ctx.mailer.record(tx, { template: 'practice_review', to: student.email, userId: student.id, refId: current.id });
        return reviewed;
      });
      void ctx.mailer.drain();
      if (verdict === 'passed') {
        const completion = await courseCompletion(db, row.studentId, row.courseId);
        if (completion.completed)
          await issueIfComplete(db, row.studentId, row.courseId, completion).catch((err: unknown) =>
            ctx.log.error({ err, courseId: row.courseId }, 'certificate not issued on completion; it is issued when asked for'),
          );
      }
      const [shown] = await roundsWithPhotos([row]);
      return shown!;
    },

    /** A photo's stored object, for the student who sent it and admins only. */
    async photo(viewer: UserRow | undefined | null, photoId: string) {
      if (!viewer) throw new AppError('UNAUTHENTICATED', msg('session.signIn'));
      if (!isUuid(photoId)) throw notFound('things.photo');
      const found = await practiceRepo.photo(db, photoId);
      if (!found) throw notFound('things.photo');
      if (found.studentId !== viewer.id && !isActiveAdmin(viewer)) throw forbidden(msg('practice.ownPhotos'));
      return found.photo;
    },

    /** The Learners view of a course (any admin). Stuck: no activity for PRACTICE_LIMITS.stuckDays, not completed. */
    async learners(courseId: string, f: { q?: string; stuck?: boolean; page: number; pageSize: number }) {
      if (!isUuid(courseId)) throw notFound('things.course');
      if (!(await progressRepo.findCourseAccess(db, courseId, courseId))) throw notFound('things.course');
      const stuckBefore = new Date(Date.now() - PRACTICE_LIMITS.stuckDays * 86_400_000);
      const { rows, total } = await practiceRepo.learners(db, { courseId, ...f, stuckBefore });
      const learners: Learner[] = rows.map((r) => ({ ...r, lastActivity: r.lastActivity.toISOString() }));
      return { learners, total, page: f.page, pageSize: f.pageSize };
    },
  };
}
