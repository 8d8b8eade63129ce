import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProcessingResponse, ProcessingSchema, type Processing } from '@sewee/shared/video';
import { bodiesFor, makeUser, mockFetch, renderPage } from '../../../test/utils';
import { ProcessingStatus } from './processing-status';

const admin = makeUser({ role: 'admin', isAdmin: true });
const processing = (p: Processing) => ProcessingSchema.parse(p);
const answer = (p: Processing) => ({ body: ProcessingResponse.parse({ success: true, data: p }) });

function renderStatus(initial: Processing | undefined, handlers: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch(handlers);
  renderPage(<ProcessingStatus publicId="v1" initial={initial} n={2} />, { user: admin });
  return { fetchMock, user: userEvent.setup() };
}

describe('ProcessingStatus (curriculum editor)', () => {
  it('shows a progress bar while the video is prepared, says the original plays meanwhile, and polls until ready', async () => {
    let calls = 0;
    renderStatus(processing({ status: 'processing', percent: 40, message: null }), {
      'GET /api/media/v1/processing': () =>
        answer(++calls < 2 ? { status: 'processing', percent: 70, message: null } : { status: 'ready', percent: 100, message: null }),
    });
    const bar = screen.getByRole('progressbar', { name: 'Preparing low-data versions of lecture 2' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText(/40%\. The original video plays meanwhile/)).toBeInTheDocument();
    expect(await screen.findByText(/Low-data versions ready/, {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  }, 10_000);

  it('asks for a just-uploaded video that the course did not describe yet', async () => {
    renderStatus(undefined, { 'GET /api/media/v1/processing': () => answer({ status: 'pending', percent: 0, message: null }) });
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(/Waiting to prepare the low-data versions/)).toBeInTheDocument();
  });

  it("shows a failure's message and a Retry that queues the video again", async () => {
    const { fetchMock, user } = renderStatus(
      processing({ status: 'failed', percent: 0, message: 'This file is not a video ffmpeg can read. Upload it again.' }),
      {
        'POST /api/media/v1/retry': () => ({ status: 202, ...answer({ status: 'pending', percent: 0, message: null }) }),
        'GET /api/media/v1/processing': () => answer({ status: 'pending', percent: 0, message: null }),
      },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This file is not a video ffmpeg can read. Upload it again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(bodiesFor(fetchMock, 'POST', '/api/media/v1/retry')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed AV1 job as a warning under "ready", not as a failure', () => {
    const warning = 'The smaller AV1 versions could not be made (the server log says why). Students get the H.264 versions; nothing to do.';
    renderStatus(processing({ status: 'ready', percent: 100, message: null, warning }));
    expect(screen.getByText(/Low-data versions ready/)).toBeInTheDocument();
    expect(screen.getByText(warning)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('gives a one-line hint when this server cannot prepare videos', () => {
    renderStatus(processing({ status: 'unavailable', percent: 0, message: null }));
    expect(screen.getByText(/cannot prepare low-data versions \(no ffmpeg\)/)).toBeInTheDocument();
  });
});
