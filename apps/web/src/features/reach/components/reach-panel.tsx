import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { AdmissionsSummary } from '@sewee/shared';
import { applicationsApi } from '@sewee/shared/api';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useAdmissionsSummary } from '../api/get-admissions-summary';
import { useCountryNames } from '../../../lib/countries';
import '../i18n';
import { Table, type Column } from '../../../components/ui/data-table';

const FUNNEL = ['signedUp', 'verified', 'applied', 'admitted', 'enrolled', 'completed'] as const;

/** A bar against a target, with its numbers as text (the bar itself is decoration for the progressbar role). */
function TargetBar({ label, value, max }: { label: string; value: number; max: number }) {
  const pct = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <div>
      <p className="font-medium text-stone-800">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        className="mt-2 h-3 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

const ROW = 18;
const WIDTH = 420;
const LABEL = 150;

/**
 * Admitted students by country: a plain SVG bar chart, one bar per African country, zeros marked.
 * Drawn left to right, or mirrored for a right-to-left page (its geometry, not its text, flips).
 */
function CountryChart({
  rows,
  rtl,
  labels,
  name,
}: {
  rows: AdmissionsSummary['byCountry'];
  /** A country's name in the page's language. */
  name: (country: string) => string;
  rtl: boolean;
  labels: { title: string; desc: string; none: string };
}) {
  const titleId = useId();
  const descId = useId();
  const top = Math.max(1, ...rows.map((r) => r.admitted));
  const room = WIDTH - LABEL - 60;
  const height = rows.length * ROW + 4;
  return (
    <svg
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      direction="ltr"
      className="mt-3 max-w-2xl text-stone-800"
      fontSize="11"
    >
      <title id={titleId}>{labels.title}</title>
      <desc id={descId}>{labels.desc}</desc>
      {rows.map((r, i) => {
        const y = i * ROW + 2;
        const w = (r.admitted / top) * room;
        const zero = r.admitted === 0;
        const labelX = rtl ? WIDTH - LABEL + 6 : LABEL - 6;
        const barX = rtl ? WIDTH - LABEL - w : LABEL;
        const valueX = rtl ? WIDTH - LABEL - w - 4 : LABEL + w + 4;
        return (
          <g key={r.country}>
            <text x={labelX} y={y + 12} textAnchor={rtl ? 'start' : 'end'} fill="currentColor" fontWeight={zero ? 400 : 600}>
              {name(r.country)}
            </text>
            {zero ? null : <rect x={barX} y={y + 3} width={Math.max(w, 2)} height={ROW - 6} rx="2" className="fill-brand-700" />}
            <text x={valueX} y={y + 12} textAnchor={rtl ? 'end' : 'start'} className={zero ? 'fill-red-800' : 'fill-stone-800'}>
              {zero ? `0 · ${labels.none}` : r.admitted}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The Reach tab: the year against the scholarship's targets, its funnel, admitted
 * students by country (a chart and the same numbers as a table, all 54 countries) and each course.
 */
export function ReachPanel() {
  const { t, i18n } = useTranslation('reach');
  const thisYear = new Date().getUTCFullYear();
  const [year, setYear] = useState(thisYear);
  const summary = useAdmissionsSummary(year);
  const yearId = useId();
  const num = new Intl.NumberFormat(i18n.language);
  const pct = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const s = summary.data;
  const countries = useCountryNames();
  // The page's language names and orders the countries (the server sends their stored English names).
  const byCountry = s ? countries.sortBy(s.byCountry, (r) => r.country) : [];
  type CountryRow = AdmissionsSummary['byCountry'][number];
  type CourseRow = AdmissionsSummary['byCourse'][number];
  const countryColumns: Column<CountryRow>[] = [
    { key: 'country', header: t('reach.table.country'), rowHeader: true, cell: (r) => countries.name(r.country) },
    ...(['applicants', 'admitted', 'enrolled', 'completed'] as const).map((c): Column<CountryRow> => ({
      key: c,
      header: t(`reach.table.${c}`),
      label: t(`reach.table.${c}`),
      className: 'tabular-nums',
      cell: (r) => num.format(r[c]),
    })),
  ];
  const courseColumns: Column<CourseRow>[] = [
    { key: 'course', header: t('reach.courses.course'), rowHeader: true, className: 'break-words', cell: (c) => c.title },
    ...(['applicants', 'admitted'] as const).map((k): Column<CourseRow> => ({
      key: k,
      header: t(`reach.courses.${k}`),
      label: t(`reach.courses.${k}`),
      className: 'tabular-nums',
      cell: (c) => num.format(c[k]),
    })),
    {
      key: 'completionRate',
      header: t('reach.courses.completionRate'),
      label: t('reach.courses.completionRate'),
      className: 'tabular-nums',
      cell: (c) => pct.format(c.completionRate),
    },
  ];

  return (
    <div className="grid gap-6">
      <Card>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <CardTitle>{t('reach.title')}</CardTitle>
            <p className="mt-1 text-stone-700">{t('reach.intro')}</p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <Label htmlFor={yearId}>{t('reach.year')}</Label>
              <Select id={yearId} value={year} onChange={(e) => setYear(Number(e.target.value))}>
                {[0, 1, 2, 3].map((back) => (
                  <option key={back} value={thisYear - back}>
                    {thisYear - back}
                  </option>
                ))}
              </Select>
            </div>
            <a href={applicationsApi.exportCsv.path} download className={buttonClasses('outline', 'md')}>
              <Download className="size-4" aria-hidden="true" />
              {t('reach.downloadCsv')}
            </a>
          </div>
        </div>
        {!s ? (
          summary.isError ? (
            <p className="mt-4 text-stone-700">{t('reach.fetchError')}</p>
          ) : (
            <div className="grid place-items-center p-8">
              <Spinner className="size-6 text-brand-700" label={t('common:loading')} />
            </div>
          )
        ) : (
          <div className={cn('mt-6 grid gap-4 md:grid-cols-2', summary.isPlaceholderData && 'opacity-60')}>
            <TargetBar
              label={t('reach.targets.students', { count: num.format(s.funnel.admitted), target: num.format(s.targets.studentsPerYear) })}
              value={s.funnel.admitted}
              max={s.targets.studentsPerYear}
            />
            <TargetBar
              label={t('reach.targets.countries', { count: num.format(s.countriesReached), target: num.format(s.targets.countries) })}
              value={s.countriesReached}
              max={s.targets.countries}
            />
          </div>
        )}
      </Card>

      {s ? (
        <>
          <Card>
            <CardTitle>{t('reach.funnel.title')}</CardTitle>
            <ol className="mt-4 grid gap-2">
              {FUNNEL.map((step) => {
                const value = s.funnel[step];
                const width = s.funnel.signedUp > 0 ? Math.max(2, (value / s.funnel.signedUp) * 100) : 2;
                return (
                  <li key={step} className="grid grid-cols-[9rem_1fr] items-center gap-3 sm:grid-cols-[12rem_1fr]">
                    <span className="font-medium text-stone-800">{t(`reach.funnel.${step}`)}</span>
                    <span className="flex items-center gap-2">
                      <span aria-hidden="true" className="h-4 rounded bg-brand-600" style={{ width: `${Math.min(width, 100) * 0.8}%` }} />
                      <span className="font-semibold tabular-nums">{num.format(value)}</span>
                    </span>
                  </li>
                );
              })}
            </ol>
          </Card>

          <Card>
            <CardTitle>{t('reach.chart.title')}</CardTitle>
            <CountryChart
              rows={byCountry}
              rtl={rtl}
              name={countries.name}
              labels={{ title: t('reach.chart.title'), desc: t('reach.chart.desc'), none: t('reach.chart.none') }}
            />
            <p className="mt-2 text-sm text-stone-700">{t('reach.chart.others', { count: s.otherCountries.admitted })}</p>
            <Table
              className="mt-4"
              caption={t('reach.table.caption')}
              columns={countryColumns}
              rows={byCountry}
              rowKey={(r) => r.country}
              rowClassName={(r) => r.admitted === 0 && 'bg-red-50'}
            />
          </Card>

          <Card>
            <CardTitle>{t('reach.courses.caption')}</CardTitle>
            {s.byCourse.length === 0 ? (
              <p className="mt-3 text-stone-700">{t('reach.courses.none')}</p>
            ) : (
              <Table className="mt-4" columns={courseColumns} rows={s.byCourse} rowKey={(c) => c.courseId} />
            )}
          </Card>
        </>
      ) : null}
    </div>
  );
}
