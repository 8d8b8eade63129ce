import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Intake } from '@sewee/shared';
import { intakeLastDay } from '@sewee/shared/intake-rules';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useCourseOptions } from '../../../lib/course-options';
import { useIntakes } from '../../../lib/course-intakes';
import { useDeleteIntake, useSaveIntake } from '../api/intakes';
import { CourseOptions } from '../../../components/ui/course-options';
import { PanelIntro } from '../../../components/ui/admin-table';
import { tableCls } from '../../../components/ui/table-styles';
import '../i18n';

interface Draft {
  name: string;
  opens: string;
  closes: string;
  seats: string;
  waiverPercent: string;
  enrolWithinDays: string;
}

const EMPTY: Draft = { name: '', opens: '', closes: '', seats: '', waiverPercent: '100', enrolWithinDays: '14' };

/**
 * Days are the server's (decision 031): a day is read in UTC, the opening day from its start, the
 * closing day to its end. The date inputs show and send those days as they are.
 */
const opensDay = (iso: string) => iso.slice(0, 10);
const closesDay = (iso: string) => intakeLastDay(iso);
/** A day for the table, in UTC so it is the day the admin chose wherever they are. */
const utcDay = (day: string) => new Date(`${day}T12:00:00Z`);

const COUNTS = ['admitted', 'enrolled', 'waitlisted', 'declined', 'expired'] as const;

/**
 * The Intakes tab: per course, its dated rounds with funded seats: create, edit, delete
 * (while nobody applied), and where the seats stand. The server checks every rule (overlaps, seats
 * below the admitted) and its message is shown as it says it.
 */
export function IntakesPanel() {
  const { t, i18n } = useTranslation('intakes');
  const shortDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const courses = useCourseOptions();
  const [courseId, setCourseId] = useState('');
  const intakes = useIntakes(courseId);
  const save = useSaveIntake();
  const remove = useDeleteIntake();
  const [editing, setEditing] = useState<Intake | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);

  const startCreate = () => {
    setEditing(null);
    setDraft(EMPTY);
  };
  const startEdit = (i: Intake) => {
    setEditing(i);
    setDraft({
      name: i.name,
      opens: opensDay(i.opensAt),
      closes: closesDay(i.closesAt),
      seats: String(i.seats),
      waiverPercent: String(i.waiverPercent),
      enrolWithinDays: String(i.enrolWithinDays),
    });
  };
  const field = (k: keyof Draft) => ({
    value: draft?.[k] ?? '',
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...(d ?? EMPTY), [k]: e.target.value })),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const body = {
      courseId,
      name: draft.name,
      opensAt: draft.opens,
      closesAt: draft.closes,
      seats: Number(draft.seats),
      waiverPercent: Number(draft.waiverPercent),
      enrolWithinDays: Number(draft.enrolWithinDays),
    };
    // An edit sends only the fields that changed (changing the seats never moves the dates).
    const changed = editing
      ? {
          ...(draft.name !== editing.name ? { name: body.name } : {}),
          ...(draft.opens !== opensDay(editing.opensAt) ? { opensAt: body.opensAt } : {}),
          ...(draft.closes !== closesDay(editing.closesAt) ? { closesAt: body.closesAt } : {}),
          ...(body.seats !== editing.seats ? { seats: body.seats } : {}),
          ...(body.waiverPercent !== editing.waiverPercent ? { waiverPercent: body.waiverPercent } : {}),
          ...(body.enrolWithinDays !== editing.enrolWithinDays ? { enrolWithinDays: body.enrolWithinDays } : {}),
        }
      : body;
    save.mutate(
      { id: editing?._id, body: changed },
      {
        onSuccess: () => {
          notify.success(t('intakes.saved'));
          setDraft(null);
          setEditing(null);
        },
      },
    );
  };

  const list = intakes.data ?? [];
  const counted = (key: string, header: string, cell: (i: Intake) => ReactNode): Column<Intake> => ({ key, header, label: header, cell });
  // The row's actions sit under its name, at the start of the row: eight counted columns (longer in
  // French or Kiswahili) push a last column past a 1366 px screen's edge, behind a sideways scroll.
  const columns: Column<Intake>[] = [
    {
      key: 'name',
      header: t('intakes.name'),
      label: t('intakes.name'),
      cell: (i) => (
        <div className="min-w-0">
          <span className="font-semibold text-stone-900">{i.name}</span>
          <span className="ms-2 text-xs text-stone-600 md:ms-0 md:block">
            {t('intakes.waiver')}: {i.waiverPercent}%
          </span>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => startEdit(i)}>
              {t('intakes.edit')}
            </Button>
            {i.counts.applied === 0 ? (
              <Button
                size="sm"
                variant="ghost"
                loading={remove.isPending && remove.variables === i._id}
                onClick={() => remove.mutate(i._id, { onSuccess: () => notify.success(t('intakes.deleted')) })}
              >
                {t('intakes.remove')}
              </Button>
            ) : null}
          </div>
        </div>
      ),
    },
    counted('window', t('intakes.window'), (i) => (
      <>
        {shortDate.format(utcDay(opensDay(i.opensAt)))} – {shortDate.format(utcDay(closesDay(i.closesAt)))}
      </>
    )),
    counted('seats', t('intakes.counts.seats'), (i) => i.seats),
    ...COUNTS.map((c) => counted(c, t(`intakes.counts.${c}`), (i) => i.counts[c])),
    counted('waived', t('intakes.counts.waived'), (i) => formatMoney(i.waivedTotal, i.currency)),
  ];
  return (
    <section className={tableCls.panel}>
      <PanelIntro title={t('intakes.title')} intro={t('intakes.intro')}>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div className="w-full max-w-sm">
            <FormField label={t('intakes.course')}>
              {(control) => (
                <Select
                  {...control}
                  value={courseId}
                  onChange={(e) => {
                    setCourseId(e.target.value);
                    setDraft(null);
                  }}
                >
                  <CourseOptions courses={courses.data} empty={t('intakes.chooseCourse')} />
                </Select>
              )}
            </FormField>
          </div>
          {courseId && !draft ? <Button onClick={startCreate}>{t('intakes.create')}</Button> : null}
        </div>
      </PanelIntro>

      {draft ? (
        <form onSubmit={submit} className="mx-4 mt-4 grid gap-3 rounded-xl border border-stone-200 bg-sand-50 p-4 sm:mx-6 sm:grid-cols-2">
          <h3 className="font-semibold text-brand-800 sm:col-span-2">
            {editing ? t('intakes.editing', { name: editing.name }) : t('intakes.create')}
          </h3>
          <FormField label={t('intakes.name')} required>
            {(control) => <Input {...control} {...field('name')} placeholder={t('intakes.namePlaceholder')} maxLength={100} />}
          </FormField>
          <FormField label={t('intakes.seats')} required>
            {(control) => <Input {...control} {...field('seats')} type="number" min={1} inputMode="numeric" />}
          </FormField>
          <FormField label={t('intakes.opensAt')} required>
            {(control) => <Input {...control} {...field('opens')} type="date" />}
          </FormField>
          <FormField label={t('intakes.closesAt')} required>
            {(control) => <Input {...control} {...field('closes')} type="date" />}
          </FormField>
          <FormField label={t('intakes.waiverPercent')} hint={t('intakes.waiverHint')} required>
            {(control) => <Input {...control} {...field('waiverPercent')} type="number" min={0} max={100} inputMode="numeric" />}
          </FormField>
          <FormField label={t('intakes.enrolWithinDays')} required>
            {(control) => <Input {...control} {...field('enrolWithinDays')} type="number" min={1} max={90} inputMode="numeric" />}
          </FormField>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" loading={save.isPending}>
              {t('intakes.save')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setDraft(null)}>
              {t('intakes.cancel')}
            </Button>
          </div>
        </form>
      ) : null}

      {!courseId ? null : (
        <DataTable
          state={intakes}
          rows={list}
          empty={t('intakes.none')}
          error={t('intakes.fetchError')}
          className="mt-4 md:overflow-x-auto"
          columns={columns}
          rowKey={(i) => i._id}
        />
      )}
    </section>
  );
}
