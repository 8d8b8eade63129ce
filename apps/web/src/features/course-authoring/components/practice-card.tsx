import { useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import type { LectureDraft, PieceDraft } from '../curriculum';
import '../i18n';

/** Mirrors PRACTICE_LIMITS (not imported: it would bring zod into the editor's first chunk). */
const PHOTOS = [1, 2, 3, 4, 5] as const;
const INSTRUCTIONS_MAX = 2000;
const TITLE_MAX = 200;

/** The Place list's words for each kind of item a piece may follow. */
const AFTER = {
  video: 'practice.afterLecture',
  steps: 'practice.afterStepLesson',
  pattern: 'practice.afterPatternLesson',
} as const satisfies Record<LectureDraft['kind'], string>;

interface Props {
  pieces: PieceDraft[];
  /** The curriculum's items in order, by kind: a piece is placed after one of them. */
  kinds: readonly LectureDraft['kind'][];
  errors: Record<string, string>;
  onChange: (pieces: PieceDraft[]) => void;
  onAdd: () => void;
  /** A saved piece was deleted after its dialog (the save then confirms its rounds go too). */
  onRemoveSaved: () => void;
}

/**
 * Practice pieces in the Curriculum tab: each placed after a lecture (Place), moved
 * among the pieces (Move up / down), edited and deleted. The lecture rules (Add Lecture, SUBMIT)
 * do not look at them.
 */
export function PracticeCard({ pieces, kinds, errors, onChange, onAdd, onRemoveSaved }: Props) {
  const lectureCount = kinds.length;
  const { t } = useTranslation('course-authoring');
  // A saved piece may have students' photos and verdicts, removed with it: ask first. A new one goes at once.
  const [confirming, setConfirming] = useState<{ key: string; n: number } | null>(null);
  const remove = (key: string) => onChange(pieces.filter((x) => x.key !== key));
  const ask = (p: PieceDraft, i: number) => (p._id ? setConfirming({ key: p.key, n: i + 1 }) : remove(p.key));
  const confirm = () => {
    if (!confirming) return;
    remove(confirming.key);
    onRemoveSaved();
    setConfirming(null);
  };
  const patch = (key: string, p: Partial<PieceDraft>) => onChange(pieces.map((x) => (x.key === key ? { ...x, ...p } : x)));
  const move = (i: number, by: -1 | 1) => {
    const j = i + by;
    if (j < 0 || j >= pieces.length) return;
    const next = [...pieces];
    [next[i], next[j]] = [next[j]!, next[i]!];
    // Moving past a piece placed elsewhere takes its place among the lectures.
    next[j] = { ...next[j]!, afterLecture: pieces[j]!.afterLecture };
    next[i] = { ...next[i]!, afterLecture: pieces[i]!.afterLecture };
    onChange(next);
  };
  return (
    <Card className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('practice.title')}</CardTitle>
        <Button variant="outline" onClick={onAdd}>
          <Plus className="size-5" aria-hidden="true" />
          {t('practice.add')}
        </Button>
      </div>
      <p className="mt-1 text-sm text-stone-700">{t('practice.intro')}</p>
      {pieces.length === 0 ? <p className="mt-4 text-stone-600">{t('practice.none')}</p> : null}
      <ol className="mt-4 space-y-4">
        {pieces.map((p, i) => (
          <li key={p.key} className="rounded-xl border border-stone-200 p-4">
            <fieldset>
              <legend className="font-semibold text-brand-800">{t('practice.piece', { n: i + 1 })}</legend>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <FormField label={t('practice.pieceTitle')} required error={errors[`practice.${i}.title`]}>
                  {(control) => (
                    <Input
                      {...control}
                      value={p.title}
                      maxLength={TITLE_MAX}
                      placeholder={t('practice.titlePlaceholder')}
                      onChange={(e) => patch(p.key, { title: e.target.value })}
                    />
                  )}
                </FormField>
                <FormField label={t('practice.place')}>
                  {(control) => (
                    <Select
                      {...control}
                      value={String(Math.min(p.afterLecture, lectureCount))}
                      onChange={(e) => patch(p.key, { afterLecture: Number(e.target.value) })}
                    >
                      <option value="0">{t('practice.beforeFirst')}</option>
                      {kinds.map((kind, n) => (
                        <option key={n + 1} value={String(n + 1)}>
                          {t(AFTER[kind], { n: n + 1 })}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
                <div className="sm:col-span-2">
                  <FormField label={t('practice.instructions')} required error={errors[`practice.${i}.instructions`]}>
                    {(control) => (
                      <Textarea
                        {...control}
                        rows={4}
                        value={p.instructions}
                        maxLength={INSTRUCTIONS_MAX}
                        onChange={(e) => patch(p.key, { instructions: e.target.value })}
                      />
                    )}
                  </FormField>
                </div>
                <FormField label={t('practice.photos')} error={errors[`practice.${i}.photos`]}>
                  {(control) => (
                    <Select {...control} value={String(p.photos)} onChange={(e) => patch(p.key, { photos: Number(e.target.value) })}>
                      {PHOTOS.map((n) => (
                        <option key={n} value={String(n)}>
                          {n}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
                <div className="flex items-end pb-2">
                  <Switch
                    id={`piece-required-${p.key}`}
                    label={t('practice.required')}
                    checked={p.required}
                    onCheckedChange={(required) => patch(p.key, { required })}
                  />
                </div>
              </div>
              <div className="mt-4 flex flex-wrap gap-2">
                <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => move(i, -1)}>
                  <ArrowUp className="size-4" aria-hidden="true" />
                  {t('practice.moveUp')}
                </Button>
                <Button variant="ghost" size="sm" disabled={i === pieces.length - 1} onClick={() => move(i, 1)}>
                  <ArrowDown className="size-4" aria-hidden="true" />
                  {t('practice.moveDown')}
                </Button>
                <Button variant="ghost" size="sm" className="text-red-700" onClick={() => ask(p, i)}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('practice.remove')}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('practice.confirmRemoveTitle', { n: confirming?.n ?? 0 })}
        description={t('practice.confirmRemoveText')}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(null)}>
            {t('practice.keep')}
          </Button>
          <Button variant="danger" onClick={confirm}>
            {t('practice.remove')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
