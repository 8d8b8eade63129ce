import { useId, useState, type ReactNode } from 'react';
import { Button } from './button';
import type { Column } from './data-table';
import { CardTitle } from './card';
import { Input } from './input';
import { Label } from './label';
import { Textarea } from './textarea';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/toast';
import { pageItems } from './pagination';

/** The title, a line on what the panel is for, and its filters (children) above an admin table. */
export function PanelIntro({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="px-4 pt-4 sm:px-6 sm:pt-6">
      <CardTitle>{title}</CardTitle>
      {intro && <p className="mt-1 text-sm text-stone-700">{intro}</p>}
      {children}
    </div>
  );
}

/** The title and search box above an admin table. */
export function TableHeader(props: {
  title: string;
  searchLabel: string;
  placeholder: string;
  search: string;
  onSearch: (value: string) => void;
}) {
  const searchId = useId();
  return (
    <div className="flex flex-col gap-3 px-4 pt-4 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:pt-6">
      <CardTitle>{props.title}</CardTitle>
      <div className="sm:w-72">
        <Label htmlFor={searchId} className="sr-only">
          {props.searchLabel}
        </Label>
        <Input
          id={searchId}
          type="search"
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          placeholder={props.placeholder}
          autoComplete="off"
        />
      </div>
    </div>
  );
}

/** Numbered page buttons (with gaps when there are many pages). */
export function Pagination(props: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
  pageLabel: (page: number) => string;
}) {
  if (props.pages <= 1) return null;
  return (
    <nav aria-label={props.label} className="flex flex-wrap items-center justify-center gap-1 p-4">
      {pageItems(props.page, props.pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-2 text-stone-500">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-label={props.pageLabel(p)}
            aria-current={p === props.page ? 'page' : undefined}
            onClick={() => props.onPage(p)}
            className={cn(
              'grid size-10 place-items-center rounded-lg border text-sm font-semibold',
              p === props.page ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-brand-800 hover:bg-brand-50',
            )}
          >
            {p}
          </button>
        ),
      )}
    </nav>
  );
}

export type Decision = 'approved' | 'rejected';

/**
 * Approve/Reject style decisions on table rows: which rows have a request in flight, and
 * the message shown after each — the server's, else `updateError`; any other exception: `unexpected`.
 */
export function useRowDecisions(
  send: (id: string, status: Decision) => Promise<{ message?: string }>,
  messages: { updated: string; updateError: string; unexpected: string },
) {
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(new Set());
  async function decide(id: string, status: Decision) {
    setInFlight((s) => new Set(s).add(id));
    try {
      const res = await send(id, status);
      notify.success(res.message || messages.updated);
    } catch (e) {
      notify.error(e instanceof ApiError ? e.message || messages.updateError : messages.unexpected);
    } finally {
      setInFlight((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  }
  return { busy: (id: string) => inFlight.has(id), decide };
}

/** The two decision buttons of a row: each disabled when its status is already set, both while the row's request runs. */
export function DecisionButtons(props: {
  status: string | null | undefined;
  busy: boolean;
  onDecide: (status: Decision) => void;
  labels: { approve: string; reject: string; loading: string; approveFor?: string; rejectFor?: string };
}) {
  const { busy, labels } = props;
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        disabled={busy || props.status === 'approved'}
        aria-label={busy ? undefined : labels.approveFor}
        onClick={() => props.onDecide('approved')}
      >
        {busy ? labels.loading : labels.approve}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy || props.status === 'rejected'}
        aria-label={busy ? undefined : labels.rejectFor}
        onClick={() => props.onDecide('rejected')}
      >
        {busy ? labels.loading : labels.reject}
      </Button>
    </div>
  );
}

/**
 * Which rows of an admin table are ticked (ids, across pages). `reset` when the filters change,
 * so a decision never reaches rows the admin can no longer see.
 */
export function useSelection() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  return {
    ids,
    size: ids.size,
    has: (id: string) => ids.has(id),
    toggle: (id: string, on: boolean) =>
      setIds((s) => {
        const next = new Set(s);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    /** Ticks or unticks every row of the page. */
    setMany: (many: readonly string[], on: boolean) =>
      setIds((s) => {
        const next = new Set(s);
        for (const id of many) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    replace: (many: readonly string[]) => setIds(new Set(many)),
    reset: () => setIds(new Set()),
  };
}

/**
 * The tick-box column of a table whose rows are decided together: the header ticks or unticks the
 * page's rows, each row its own.
 */
export function selectColumn<T extends { _id: string }>(
  selection: ReturnType<typeof useSelection>,
  rows: readonly T[],
  labels: { page: string; row: (row: T) => string },
): Column<T> {
  const pageIds = rows.map((r) => r._id);
  const ticked = pageIds.filter((id) => selection.has(id)).length;
  return {
    key: 'select',
    header: (
      <RowCheckbox
        label={labels.page}
        checked={ticked > 0 && ticked === pageIds.length}
        indeterminate={ticked > 0 && ticked < pageIds.length}
        onChange={(on) => selection.setMany(pageIds, on)}
      />
    ),
    headerClassName: 'w-12',
    plain: true,
    className: 'max-md:pb-1',
    cell: (r) => <RowCheckbox label={labels.row(r)} checked={selection.has(r._id)} onChange={(on) => selection.toggle(r._id, on)} />,
  };
}

/** A row's (or the page's) tick box, with its accessible name; 24 px for a finger. */
export function RowCheckbox(props: { checked: boolean; indeterminate?: boolean; label: string; onChange: (on: boolean) => void }) {
  return (
    <input
      type="checkbox"
      className="size-5 accent-brand-700"
      aria-label={props.label}
      checked={props.checked}
      ref={(el) => {
        if (el) el.indeterminate = Boolean(props.indeterminate);
      }}
      onChange={(e) => props.onChange(e.target.checked)}
    />
  );
}

/**
 * The bar over a table with ticked rows: how many, "select all matching" when more match than
 * are ticked, an optional message (applications), and the two decisions for all of them at once.
 */
export function BulkBar(props: {
  selected: number;
  total: number;
  busy: boolean;
  onSelectAll?: () => void;
  onClear: () => void;
  onDecide: (status: Decision) => void;
  message?: { value: string; onChange: (value: string) => void; label: string; max: number };
  labels: { selected: string; selectAll?: string; clear: string; approve: string; reject: string; loading: string };
}) {
  const messageId = useId();
  if (props.selected === 0) return null;
  return (
    <div role="region" aria-label={props.labels.selected} className="mx-4 mt-4 rounded-xl border border-brand-200 bg-brand-50 p-3 sm:mx-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="font-semibold text-brand-800" aria-live="polite">
          {props.labels.selected}
        </p>
        {props.onSelectAll && props.selected < props.total ? (
          <button type="button" className="font-medium text-brand-800 underline underline-offset-2" onClick={props.onSelectAll}>
            {props.labels.selectAll}
          </button>
        ) : null}
        <button type="button" className="font-medium text-stone-700 underline underline-offset-2" onClick={props.onClear}>
          {props.labels.clear}
        </button>
      </div>
      {props.message ? (
        <div className="mt-3">
          <Label htmlFor={messageId}>{props.message.label}</Label>
          <Textarea
            id={messageId}
            rows={2}
            maxLength={props.message.max}
            value={props.message.value}
            onChange={(e) => props.message!.onChange(e.target.value)}
            className="mt-1"
          />
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={props.busy} onClick={() => props.onDecide('approved')}>
          {props.busy ? props.labels.loading : props.labels.approve}
        </Button>
        <Button size="sm" variant="outline" disabled={props.busy} onClick={() => props.onDecide('rejected')}>
          {props.busy ? props.labels.loading : props.labels.reject}
        </Button>
      </div>
    </div>
  );
}
