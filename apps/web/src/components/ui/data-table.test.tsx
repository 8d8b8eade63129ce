import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';
import '../../lib/i18n';

interface Row {
  id: string;
  name: string;
  note?: string;
}
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', label: 'Name', cell: (r) => r.name },
  { key: 'note', header: 'Note', label: (r) => (r.note ? 'Note' : undefined), cell: (r) => r.note ?? '-' },
  { key: 'act', header: 'Actions', plain: true, cell: (r) => <button type="button">{`Open ${r.name}`}</button> },
];
const idle = { isPending: false, isError: false };
const base = { columns, rowKey: (r: Row) => r.id, empty: 'Nothing yet.', error: 'Could not load.' };

describe('DataTable', () => {
  it('shows a named spinner while the first answer is on its way, and no table', () => {
    render(<DataTable {...base} state={{ ...idle, isPending: true }} rows={[]} loadingLabel="Loading rows" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says empty, or failed, when there are no rows', () => {
    const { rerender } = render(<DataTable {...base} state={idle} rows={[]} />);
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
    rerender(<DataTable {...base} state={{ ...idle, isError: true }} rows={[]} />);
    expect(screen.getByText('Could not load.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing yet.')).toBeNull();
  });

  it('draws a row per item with each cell named for the phone card, a plain cell unnamed', () => {
    const rows = [
      { id: 'a', name: 'Ada', note: 'first' },
      { id: 'b', name: 'Bo' },
    ];
    render(<DataTable {...base} state={{ ...idle, isFetching: true }} rows={rows} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Note', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Name', 'Note', null]);
    expect(within(second!).getAllByRole('cell')[1]).not.toHaveAttribute('data-label');
    expect(screen.getByRole('button', { name: 'Open Bo' })).toBeInTheDocument();
    expect(table.parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('pages when there is more than one page, and not otherwise', () => {
    const onPage = vi.fn();
    const pager = { page: 1, pages: 3, onPage, label: 'Pages', pageLabel: (n: number) => `Page ${n}` };
    const { rerender } = render(<DataTable {...base} state={idle} rows={[{ id: 'a', name: 'Ada' }]} pager={pager} />);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(<DataTable {...base} state={idle} rows={[{ id: 'a', name: 'Ada' }]} pager={{ ...pager, pages: 1 }} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('hands the rows to renderRows when they are not a table', () => {
    render(
      <DataTable
        state={idle}
        rows={[{ id: 'a', name: 'Ada' }]}
        empty="Nothing yet."
        error="Could not load."
        renderRows={(rows) => (
          <ol>
            {rows.map((r) => (
              <li key={r.id}>{r.name}</li>
            ))}
          </ol>
        )}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Ada');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
