import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Pagination } from './admin-table';
import { Spinner } from './spinner';
import { tableCls } from './table-styles';

/** One column of a `Table`: its heading, and what each row shows under it. */
export interface Column<T> {
  key: string;
  header: ReactNode;
  /** Classes added to the heading cell (a width, an alignment). */
  headerClassName?: string;
  /**
   * The name a phone's card writes before the value (the cell's `data-label`); a function names
   * it per row (undefined: no name on that card). Leave it out for a cell with no name (a
   * checkbox, the actions).
   */
  label?: string | ((row: T) => string | undefined);
  /** Classes added to the cell, after the standard ones. */
  className?: string | ((row: T) => string | false | undefined);
  /**
   * A cell that lays itself out (checkboxes, action buttons): no name column on a phone and no
   * padding there, only the classes in `className`.
   */
  plain?: boolean;
  /** The row's heading (`<th scope="row">`), as in a table of countries. */
  rowHeader?: boolean;
  cell: (row: T) => ReactNode;
}

export interface TableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowClassName?: (row: T) => string | false | undefined;
  caption?: ReactNode;
  className?: string;
}

const cellClass = <T,>(column: Column<T>, row: T) => {
  const extra = typeof column.className === 'function' ? column.className(row) : column.className;
  return cn(column.plain ? tableCls.tdPlain : tableCls.td, column.rowHeader && 'text-start font-medium', extra);
};

/**
 * The rows of an admin table: a table from 768 px; below that each row is a card whose cells
 * carry their column's name (table-styles.ts). Explicit roles keep the table's meaning for screen
 * readers when the display changes.
 */
export function Table<T>({ columns, rows, rowKey, rowClassName, caption, className }: TableProps<T>) {
  return (
    <table role="table" className={cn(tableCls.table, className)}>
      {caption ? <caption className="px-4 py-2 text-start font-semibold text-stone-800">{caption}</caption> : null}
      <thead className={tableCls.thead}>
        <tr role="row">
          {columns.map((c) => (
            <th role="columnheader" key={c.key} scope="col" className={cn(tableCls.th, c.headerClassName)}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={tableCls.tbody}>
        {rows.map((row) => (
          <tr role="row" key={rowKey(row)} className={cn(tableCls.tr, rowClassName?.(row))}>
            {columns.map((c) => {
              const label = typeof c.label === 'function' ? c.label(row) : c.label;
              return c.rowHeader ? (
                <th role="rowheader" scope="row" key={c.key} data-label={label} className={cellClass(c, row)}>
                  {c.cell(row)}
                </th>
              ) : (
                <td role="cell" key={c.key} data-label={label} className={cellClass(c, row)}>
                  {c.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What a query's state says about the rows (TanStack Query's flags). */
export interface RowsState {
  isPending: boolean;
  isError: boolean;
  /** A refetch under way: the rows stay, marked busy. */
  isFetching?: boolean;
  /** The previous page's rows shown while the next one loads: dimmed. */
  isPlaceholderData?: boolean;
}

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The pager's name (its nav landmark). */
  label: string;
  pageLabel: (page: number) => string;
}

export type DataTableProps<T> = {
  state: RowsState;
  rows: readonly T[];
  /** Shown when there are no rows and the query did not fail. */
  empty: ReactNode;
  /** Shown when there are no rows because the query failed (the query client toasts the reason). */
  error: ReactNode;
  /** The spinner's name; the common "Loading…" when left out. */
  loadingLabel?: string;
  /** Classes of the block that holds the rows (default `mt-4`). */
  className?: string;
  pager?: PagerProps;
} & (
  | Pick<TableProps<T>, 'columns' | 'rowKey' | 'rowClassName' | 'caption'>
  /** Rows that are not a table (the Reviews tab's list of cards). */
  | { renderRows: (rows: readonly T[]) => ReactNode }
);

/**
 * An admin panel's rows with their states: a spinner while the first answer is on its way, the
 * empty or the failed text when there are no rows, else the rows (a `Table`, or `renderRows`),
 * then the pager when there is more than one page.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const { state, rows, pager } = props;
  let body: ReactNode;
  if (state.isPending) {
    body = (
      <div className="grid place-items-center p-8">
        <Spinner className="size-6 text-brand-700" label={props.loadingLabel ?? t('loading')} />
      </div>
    );
  } else if (rows.length === 0) {
    body = <p className="p-4 text-stone-700 sm:p-6">{state.isError ? props.error : props.empty}</p>;
  } else {
    body = (
      <div className={cn(props.className ?? 'mt-4', state.isPlaceholderData && 'opacity-60')} aria-busy={state.isFetching || undefined}>
        {'renderRows' in props ? (
          props.renderRows(rows)
        ) : (
          <Table columns={props.columns} rows={rows} rowKey={props.rowKey} rowClassName={props.rowClassName} caption={props.caption} />
        )}
      </div>
    );
  }
  return (
    <>
      {body}
      {pager ? <Pagination {...pager} /> : null}
    </>
  );
}
