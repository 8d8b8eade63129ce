import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesFor, makeUser, mockFetch, renderPage, savedCourse } from '../../../test/utils';
import { formsFromCourse } from '../curriculum';
import { CreateCoursePage } from '../pages/create-course-page';
import { CourseEditor } from './course-editor';

const admin = makeUser({ role: 'admin', isAdmin: true });
const lesson = (n: number) => screen.getByRole('listitem', { name: `Pattern lesson ${n}` });
const option = (name: string) => screen.getByRole('spinbutton', { name });

describe('the pattern lesson editor', () => {
  it('adds a pattern lesson in place of the empty lecture; the design comes from the list and its options show their range and default', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderPage(<CreateCoursePage />, { path: '/instructor/create-new-course', user: admin });
    await user.click(screen.getByRole('button', { name: 'Add pattern lesson' }));
    expect(screen.queryByRole('heading', { name: 'Lecture 1' })).not.toBeInTheDocument();
    const design = within(lesson(1)).getByRole('combobox', { name: 'Design' });
    expect(within(design).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Bodice block',
      'Pencil skirt',
      'T-shirt',
      'Wrap trousers',
    ]);
    expect(design).toHaveValue('bella');
    expect(option('Chest ease')).toHaveValue(11);
    expect(option('Chest ease')).toHaveAccessibleDescription('From 5% to 20% · default 11%');
    expect(option('Waist ease')).toHaveAttribute('min', '1');

    // Another design brings its own options, at their defaults.
    await user.selectOptions(design, 'penelope');
    expect(within(lesson(1)).getAllByRole('spinbutton').map((i) => i.getAttribute('id')?.replace(/.*option-/, ''))).toEqual([
      'lengthBonus',
      'seatEase',
      'waistEase',
    ]);
    expect(option('Extra length')).toHaveValue(0);
    expect(option('Extra length')).toHaveAccessibleDescription('From -50% to 50% · default 0%');
    expect(screen.queryByRole('spinbutton', { name: 'Chest ease' })).not.toBeInTheDocument();

    // Its title is what SUBMIT waits for in the curriculum; Add Lecture waits for it too.
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toHaveAccessibleDescription(/a title for every pattern lesson/);
    expect(screen.getByRole('button', { name: 'Add Lecture' })).toBeDisabled();
    await user.type(within(lesson(1)).getByRole('textbox', { name: 'Title of pattern lesson 1' }), 'Skirt draft');
    expect(screen.getByRole('button', { name: 'SUBMIT' })).not.toHaveAccessibleDescription(/pattern lesson/);
    expect(screen.getByRole('button', { name: 'Add pattern lesson' })).toBeEnabled();
  });

  it('loads a saved pattern lesson; an option out of range is refused here with its range, a server 400 shows at its field; the save sends the changed options', async () => {
    const course = savedCourse({
      image: '/api/media/img1',
      title: 'Skirts',
      subtitle: 'Pencil skirts',
      category: 'male-fashion',
      level: 'beginner',
      primaryLanguage: 'english',
      description: 'A skirt to your size.',
      pricing: 0,
      objectives: 'Draft, cut, sew',
      welcomeMessage: 'Welcome',
      curriculum: [
        { kind: 'video', title: 'Tools', videoUrl: '/api/media/v1', public_id: 'v1', freePreview: true, files: [] },
        { kind: 'pattern', title: 'Skirt draft', freePreview: false, files: [], pattern: { design: 'penelope', options: { lengthBonus: 20 } } },
      ],
    });
    let puts = 0;
    const fetchMock = mockFetch({
      'PUT /api/instructor/course/update/c1': () =>
        ++puts === 1
          ? {
              status: 400,
              body: {
                success: false,
                message: 'Check the course.',
                errors: [{ path: 'curriculum.1.pattern.options.waistEase', message: 'Waist ease must be a whole percentage from 0 to 8' }],
              },
            }
          : { body: { success: true, message: 'Course updated.', data: course } },
    });
    const user = userEvent.setup();
    renderPage(<CourseEditor courseId="c1" initial={formsFromCourse(course as never)} />, { path: '/instructor/edit-course/c1', user: admin });
    expect(within(lesson(2)).getByRole('combobox', { name: 'Design' })).toHaveValue('penelope');
    expect(within(lesson(2)).getByRole('textbox', { name: 'Title of pattern lesson 2' })).toHaveValue('Skirt draft');
    expect(option('Extra length')).toHaveValue(20);
    expect(option('Seat ease')).toHaveValue(1);

    await user.clear(option('Seat ease'));
    await user.type(option('Seat ease'), '50');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(option('Seat ease')).toHaveAccessibleDescription(/Seat ease must be a whole percentage from 0 to 8$/);
    expect(bodiesFor(fetchMock, 'PUT', '/api/instructor/course/update/c1')).toEqual([]);

    await user.clear(option('Seat ease'));
    await user.type(option('Seat ease'), '3');
    expect(option('Seat ease')).toHaveAccessibleDescription('From 0% to 8% · default 1%');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(option('Waist ease')).toHaveAccessibleDescription(/Waist ease must be a whole percentage from 0 to 8$/));

    await user.clear(option('Waist ease'));
    await user.type(option('Waist ease'), '2');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(puts).toBe(2));
    const sent = bodiesFor(fetchMock, 'PUT', '/api/instructor/course/update/c1') as Array<{ curriculum: unknown[] }>;
    // Options left at the design's default are left out.
    expect(sent[1]!.curriculum[1]).toEqual({
      _id: 'L2',
      kind: 'pattern',
      title: 'Skirt draft',
      freePreview: false,
      files: [],
      pattern: { design: 'penelope', options: { lengthBonus: 20, seatEase: 3, waistEase: 2 } },
    });
  });
});
