import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesFor, makeUser, mockFetch, renderPage } from '../../../test/utils';
import { CaptionsSection } from './captions-section';

const admin = makeUser({ role: 'admin', isAdmin: true });
const PATH = '/api/instructor/course/c1/lectures/l1/captions/en';
const draft = { lang: 'en', label: 'English', url: '/api/media/v1/captions/en.0123456789ab.vtt', bytes: 80, source: 'automatic' as const };
const saved = (text: string) => ({
  success: true,
  message: 'Captions saved.',
  data: { ...draft, source: 'instructor', bytes: text.length },
});

describe('CaptionsSection (curriculum editor)', () => {
  it('marks an automatic draft, edits it line by line and saves it as checked WebVTT', async () => {
    const fetchMock = mockFetch({
      [`GET ${draft.url}`]: () => ({ raw: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHelo\n' }),
      [`PUT ${PATH}`]: ({ body }) => ({ body: saved((body as { text: string }).text) }),
    });
    renderPage(<CaptionsSection courseId="c1" lectureId="l1" lang="en" initial={[draft]} />, { user: admin });
    const user = userEvent.setup();
    expect(screen.getByText('Automatic draft — please check')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit line by line' }));
    const text = await screen.findByRole('textbox', { name: 'Text of line 1' });
    expect(text).toHaveValue('Helo');
    expect(screen.getByRole('textbox', { name: 'Start of line 1' })).toHaveValue('0:01.000');
    await user.clear(text);
    await user.type(text, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByRole('textbox', { name: 'Text of line 2' }), 'Pin the hem');
    await user.click(screen.getByRole('button', { name: 'Save captions' }));
    await waitFor(() => expect(screen.getByText('Checked by the instructor')).toBeInTheDocument());
    expect(bodiesFor(fetchMock, 'PUT', PATH)).toEqual([
      { text: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n\n00:00:02.000 --> 00:00:04.000\nPin the hem\n' },
    ]);
    expect(screen.queryByRole('textbox', { name: 'Text of line 1' })).not.toBeInTheDocument();
  });

  it('checks the lines before sending, naming the row', async () => {
    const fetchMock = mockFetch({});
    renderPage(<CaptionsSection courseId="c1" lectureId="l1" lang="en" initial={[]} />, { user: admin });
    const user = userEvent.setup();
    expect(screen.getByText('No captions yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit line by line' }));
    await user.type(screen.getByRole('textbox', { name: 'Text of line 1' }), 'Hi');
    const end = screen.getByRole('textbox', { name: 'End of line 1' });
    await user.clear(end);
    await user.type(end, 'soon');
    await user.click(screen.getByRole('button', { name: 'Save captions' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Line 1: write the times like 0:01.5 or 1:02:03.250.');
    await user.clear(end);
    await user.type(end, '0:00');
    await user.click(screen.getByRole('button', { name: 'Save captions' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Line 1 ends before it starts.');
    expect(bodiesFor(fetchMock, 'PUT', PATH)).toEqual([]);
  });

  it("shows the server's refusal of an uploaded file, which names the line", async () => {
    mockFetch({
      [`PUT ${PATH}`]: () => ({ status: 400, body: { success: false, code: 'VALIDATION', message: 'Line 3: the cue has no text.' } }),
    });
    renderPage(<CaptionsSection courseId="c1" lectureId="l1" lang="en" initial={[]} />, { user: admin });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Upload a WebVTT or SRT file'), new File(['1\n00:00:01,000 --> 00:00:02,000\n'], 'a.srt'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Line 3: the cue has no text.');
  });
});
