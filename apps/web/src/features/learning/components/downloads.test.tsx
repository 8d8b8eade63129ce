import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadingBrowser } from '../../../test/offline-browser';
import type { DownloadRecord } from '../../../lib/offline/download-queue';
import { LectureDownload } from './downloads';

let undo: () => void;
beforeAll(() => {
  undo = downloadingBrowser();
});
afterAll(() => undo());

const record = { lectureId: 's1', status: 'done', stored: 1, total: 1 } as DownloadRecord;

describe('LectureDownload of a lesson changed since it was downloaded', () => {
  it('offers "Update download" online and says "Out of date" offline', async () => {
    const onUpdate = vi.fn(() => Promise.resolve());
    const { rerender } = render(
      <LectureDownload userId="u1" record={record} title="Threading" onDownload={vi.fn()} outOfDate onUpdate={onUpdate} />,
    );
    expect(screen.queryByText('Downloaded')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Update the download of Threading' }));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledTimes(1));
    rerender(<LectureDownload userId="u1" record={record} title="Threading" onDownload={vi.fn()} outOfDate />);
    expect(screen.getByText('Out of date')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<LectureDownload userId="u1" record={record} title="Threading" onDownload={vi.fn()} />);
    expect(screen.getByText('Downloaded')).toBeInTheDocument();
  });
});
