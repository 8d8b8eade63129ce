import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, LIMITS, type DecisionStatus } from '@sewee/shared/constants';
import { AFRICAN_COUNTRIES, COUNTRIES } from '@sewee/shared/countries';
import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { CountrySelect } from '../../../components/ui/country-select';
import { useCountryNames } from '../../../lib/countries';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { pageCount } from '../../../components/ui/pagination';
import { BulkBar, DecisionButtons, selectColumn, TableHeader, useRowDecisions, useSelection } from '../../../components/ui/admin-table';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../hooks/use-debounced-value';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/toast';
import { useCourseOptions } from '../../../lib/course-options';
import { useIntakes } from '../../../lib/course-intakes';
import { applicationsCsvUrl, getMatchingIds, NO_FILTERS, useApplicationsPage, type ApplicationFilters } from '../api/get-applications';
import { useBulkApplicationStatus, useUpdateApplicationStatus } from '../api/update-application-status';
import '../i18n';
import { CourseOptions } from '../../../components/ui/course-options';
import { EmailAddress } from '../../../components/ui/email-address';

type Application = NonNullable<ReturnType<typeof useApplicationsPage>['data']>['applications'][number];

const AFRICAN = new Set<string>(AFRICAN_COUNTRIES);
const OTHER_COUNTRIES = COUNTRIES.filter((c) => !AFRICAN.has(c));

/**
 * The Dashboard tab's Student Course Applications table: filtered, searched, sorted and
 * paged on the server; rows ticked across pages (or every matching one) get one decision, with an
 * optional message to the students; the same filters download as CSV.
 */
export function ApplicationsPanel() {
  const { t, i18n } = useTranslation('admissions');
  const countries = useCountryNames();
  const [filters, setFilters] = useState<ApplicationFilters>(NO_FILTERS);
  const q = useDebouncedValue(filters.q, SEARCH_DEBOUNCE_MS);
  const active = { ...filters, q };
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = JSON.stringify(active);
  const page = paging.key === key ? paging.page : 1;
  const applications = useApplicationsPage(active, page);
  const courses = useCourseOptions();
  const intakes = useIntakes(filters.courseId);
  const update = useUpdateApplicationStatus();
  const bulk = useBulkApplicationStatus();
  const selection = useSelection();
  const [message, setMessage] = useState('');
  const [selecting, setSelecting] = useState(false);
  const ids = { status: useId(), course: useId(), intake: useId(), country: useId(), sort: useId() };

  // A new filter starts again at page 1 with nothing ticked: a decision never reaches rows out of sight.
  const setFilter = <K extends keyof ApplicationFilters>(name: K, value: ApplicationFilters[K]) => {
    setFilters((f) => ({ ...f, [name]: value }));
    selection.reset();
  };

  const decisions = useRowDecisions((id, status) => update.mutateAsync({ applicationId: id, status }), {
    updated: t('applications.updated'),
    updateError: t('applications.updateError'),
    unexpected: t('applications.unexpected'),
  });

  const rows = applications.data?.applications ?? [];
  const total = applications.data?.total ?? 0;
  const pages = pageCount(total, LIMITS.adminPageSize);
  const na = (v: string | null | undefined) => (v && v.trim() ? v : t('applications.na'));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const filtered = Boolean(active.q || active.status || active.courseId || active.country);
  const intakeList = intakes.data ?? [];

  async function selectAllMatching() {
    setSelecting(true);
    try {
      selection.replace((await getMatchingIds(active)).ids);
    } catch (e) {
      notify.error(e instanceof ApiError ? e.message : t('applications.unexpected'));
    } finally {
      setSelecting(false);
    }
  }

  async function decideSelected(status: DecisionStatus) {
    try {
      const res = await bulk.mutateAsync({ ids: [...selection.ids], status, message });
      notify.success(res.message);
      selection.reset();
      setMessage('');
    } catch (e) {
      notify.error(e instanceof ApiError ? e.message || t('applications.updateError') : t('applications.unexpected'));
    }
  }

  const who = (a: Application) => a.student?.name || a.student?.email || '';
  const labelled = (c: 'name' | 'email' | 'country' | 'course' | 'status' | 'applied') => ({
    key: c,
    header: t(`applications.${c}`),
    label: t(`applications.${c}`),
  });
  const columns: Column<Application>[] = [
    selectColumn(selection, rows, {
      page: t('applications.bulk.selectPage'),
      row: (a) => t('applications.bulk.selectRow', { name: who(a) }),
    }),
    { ...labelled('name'), className: 'font-medium break-words', cell: (a) => na(a.student?.name) },
    { ...labelled('email'), cell: (a) => (a.student?.email?.trim() ? <EmailAddress address={a.student.email} /> : na(a.student?.email)) },
    { ...labelled('country'), cell: (a) => na(a.student?.country && countries.name(a.student.country)) },
    { ...labelled('course'), className: 'break-words', cell: (a) => na(a.course?.title) },
    {
      key: 'intake',
      header: t('applications.intake'),
      // A phone's card shows the intake only when there is one: a course without intakes keeps its card as it was.
      label: (a) => (a.intake ? t('applications.intake') : undefined),
      className: (a) => cn('break-words', !a.intake && 'max-md:hidden'),
      cell: (a) => a.intake?.name ?? t('applications.noIntake'),
    },
    {
      ...labelled('status'),
      cell: (a) =>
        a.position !== undefined
          ? t('applications.position', { position: a.position })
          : a.status
            ? t(`applications.statuses.${a.status}`)
            : t('applications.na'),
    },
    { ...labelled('applied'), className: 'whitespace-nowrap', cell: (a) => date.format(new Date(a.createdAt)) },
    {
      key: 'actions',
      header: t('applications.actions'),
      plain: true,
      className: 'max-md:pt-2',
      cell: (a) => (
        <DecisionButtons
          status={a.status}
          busy={decisions.busy(a._id)}
          onDecide={(status) => void decisions.decide(a._id, status)}
          labels={{
            approve: t('applications.enroll'),
            reject: t('applications.reject'),
            loading: t('applications.loading'),
            approveFor: who(a) ? t('applications.enrollWho', { name: who(a) }) : undefined,
            rejectFor: who(a) ? t('applications.rejectWho', { name: who(a) }) : undefined,
          }}
        />
      ),
    },
  ];

  return (
    <Card className="p-0 sm:p-0">
      <TableHeader
        title={t('applications.title')}
        searchLabel={t('applications.search')}
        placeholder={t('applications.searchPlaceholder')}
        search={filters.q}
        onSearch={(value) => setFilter('q', value)}
      />
      <div className="grid grid-cols-1 gap-3 px-4 pt-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Label htmlFor={ids.status}>{t('applications.filters.status')}</Label>
          <Select
            id={ids.status}
            value={filters.status}
            onChange={(e) => setFilter('status', e.target.value as ApplicationFilters['status'])}
          >
            <option value="">{t('applications.filters.any')}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`applications.statuses.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={ids.course}>{t('applications.filters.course')}</Label>
          <Select
            id={ids.course}
            value={filters.courseId}
            onChange={(e) => {
              setFilter('courseId', e.target.value);
              setFilter('intakeId', '');
            }}
          >
            <CourseOptions courses={courses.data} empty={t('applications.filters.any')} />
          </Select>
        </div>
        {filters.courseId && intakeList.length ? (
          <div>
            <Label htmlFor={ids.intake}>{t('applications.filters.intake')}</Label>
            <Select id={ids.intake} value={filters.intakeId} onChange={(e) => setFilter('intakeId', e.target.value)}>
              <option value="">{t('applications.filters.any')}</option>
              {intakeList.map((i) => (
                <option key={i._id} value={i._id}>
                  {i.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <div>
          <Label htmlFor={ids.country}>{t('applications.filters.country')}</Label>
          <CountrySelect
            id={ids.country}
            value={filters.country}
            onChange={(e) => setFilter('country', e.target.value)}
            emptyLabel={t('applications.filters.any')}
            groups={[
              { label: t('applications.filters.africa'), countries: AFRICAN_COUNTRIES },
              { label: t('applications.filters.otherCountries'), countries: OTHER_COUNTRIES },
            ]}
          />
        </div>
        <div>
          <Label htmlFor={ids.sort}>{t('applications.filters.sort')}</Label>
          <Select id={ids.sort} value={filters.sort} onChange={(e) => setFilter('sort', e.target.value as ApplicationFilters['sort'])}>
            <option value="newest">{t('applications.filters.newest')}</option>
            <option value="oldest">{t('applications.filters.oldest')}</option>
          </Select>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-3 sm:px-6">
        <p className="text-sm text-stone-700" aria-live="polite">
          {applications.data ? t('applications.matching', { count: total }) : null}
        </p>
        <a href={applicationsCsvUrl(active)} download className={buttonClasses('outline', 'sm')}>
          <Download className="size-4" aria-hidden="true" />
          {t('applications.downloadCsv')}
        </a>
      </div>
      <BulkBar
        selected={selection.size}
        total={total}
        busy={bulk.isPending || selecting}
        onSelectAll={() => void selectAllMatching()}
        onClear={selection.reset}
        onDecide={(status) => void decideSelected(status)}
        message={{ value: message, onChange: setMessage, label: t('applications.bulk.message'), max: LIMITS.decisionMessageMax }}
        labels={{
          selected: t('applications.bulk.selected', { count: selection.size }),
          selectAll: t('applications.bulk.selectAll', { count: total }),
          clear: t('applications.bulk.clear'),
          approve: t('applications.bulk.enroll'),
          reject: t('applications.bulk.reject'),
          loading: t('applications.loading'),
        }}
      />
      {/* Cards on a phone, as the users table is (table-styles.ts): no sideways scrolling at 360 px. */}
      <DataTable
        state={applications}
        rows={rows}
        empty={filtered ? t('applications.noMatch') : t('applications.empty')}
        error={t('applications.fetchError')}
        className="mt-4 md:overflow-x-auto"
        columns={columns}
        rowKey={(a) => a._id}
        rowClassName={(a) => selection.has(a._id) && 'bg-brand-50'}
        pager={{
          page,
          pages,
          onPage: (p) => setPaging({ key, page: p }),
          label: t('applications.pagination'),
          pageLabel: (p) => t('applications.page', { page: p }),
        }}
      />
      {pages <= 1 ? <div className="h-4" /> : null}
    </Card>
  );
}
