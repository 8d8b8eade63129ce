import { useId, useState } from 'react';
import { Button } from './button';
import { CardTitle } from './card';
import { Input } from './input';
import { Label } from './label';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/toast';
import { pageItems } from './pagination';

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
 * Approve/Reject style decisions on table rows (spec §4): which rows have a request in flight, and
 * the §8 messages — the server's, else `updateError`; any other exception: `unexpected`.
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
