import { ClipboardCheck, CircleCheck, Hourglass, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PieceProgress, StudentPiece } from '@sewee/shared';
import { openRequiredPieces } from '@sewee/shared/completion-rules';
import { cn } from '../../../lib/cn';
import './practice-i18n';

const ICON = { passed: CircleCheck, waiting: Hourglass, needs_work: RotateCcw, not_sent: ClipboardCheck } as const;
const TONE = { passed: 'text-green-700', waiting: 'text-amber-700', needs_work: 'text-red-700', not_sent: 'text-stone-500' } as const;

/** One practice piece in the Course Content list: its title, whether it is required, and where the student stands. */
export function PieceRow({ piece, onOpen }: { piece: StudentPiece; onOpen: (piece: StudentPiece) => void }) {
  const { t } = useTranslation('learning');
  const Icon = ICON[piece.status];
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(piece)}
        className="flex min-h-12 w-full items-center gap-3 px-4 py-2 text-start hover:bg-brand-50"
      >
        <Icon className={cn('size-5 shrink-0', TONE[piece.status])} aria-hidden="true" />
        <span className="flex-1">
          <span className="block text-xs font-semibold text-brand-700 uppercase">
            {t('practice.piece')}
            {piece.required ? ` · ${t('practice.required')}` : ''}
          </span>
          <span className="bidi-plain block">{piece.title}</span>
        </span>
        <span className={cn('text-xs font-semibold', TONE[piece.status])}>{t(`practice.status.${piece.status}`)}</span>
      </button>
    </li>
  );
}

/** What still stands between the student and completion, when the course has required pieces. */
export function MissingForCompletion(props: { lecturesLeft: number; practice: readonly PieceProgress[]; pieces: readonly StudentPiece[] }) {
  const { t } = useTranslation('learning');
  const open = openRequiredPieces(props.practice);
  if (!props.practice.some((p) => p.required) || (props.lecturesLeft === 0 && open.length === 0)) return null;
  const titles = open.map((p) => props.pieces.find((x) => x._id === p.pieceId)?.title).filter(Boolean);
  return (
    <div className="mx-4 mb-2 rounded-lg bg-sand-100 p-3 text-sm" data-testid="practice-missing">
      <p className="font-semibold text-brand-800">{t('practice.missingTitle')}</p>
      {props.lecturesLeft > 0 ? <p>{t('practice.missingLectures', { count: props.lecturesLeft })}</p> : null}
      {titles.length ? <p className="bidi-plain">{t('practice.missingPieces', { list: titles.join(', ') })}</p> : null}
    </div>
  );
}
