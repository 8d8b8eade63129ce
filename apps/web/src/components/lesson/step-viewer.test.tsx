import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { makeSteps } from '../../test/lesson-fixtures';
import { StepViewer } from './step-viewer';

const photo = () => screen.getAllByRole('img')[0]!.closest('button')!;
/** The photo of the step on screen (the browser fires its load event once it is there). */
const shownPhoto = () => screen.getAllByRole('img')[0]!;
/** A finger moving `dx` pixels across the photo, then lifted (which the browser follows with a click). */
const swipe = (dx: number) => {
  fireEvent.pointerDown(photo(), { clientX: 200, clientY: 300, pointerId: 1 });
  fireEvent.pointerUp(photo(), { clientX: 200 + dx, clientY: 305, pointerId: 1 });
  fireEvent.click(photo());
};

afterEach(async () => {
  cleanup();
  await setLocale('en', { remember: false });
});

describe('StepViewer', () => {
  it('shows one step at a time with "Step n of m"; Next and Previous move and stop at the ends', () => {
    const onStepChange = vi.fn();
    render(<StepViewer title="Threading" steps={makeSteps(3)} dataSaver={false} onStepChange={onStepChange} />);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Text of step 1')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('img', { name: 'Photo of step 1' })).toHaveAttribute('src', '/api/media/p1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Text of step 2')).toBeInTheDocument();
    expect(onStepChange.mock.calls).toEqual([[1], [2], [1]]);
  });

  it('turns the step on a swipe (mirrored right to left) without opening the photo; a short move is a tap', async () => {
    render(<StepViewer title="Threading" steps={makeSteps(3)} dataSaver={false} />);
    swipe(-120);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    swipe(120);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await act(() => setLocale('ar', { remember: false }));
    // Right to left the next step comes from the left: a swipe to the right.
    swipe(120);
    expect(screen.getByText('الخطوة 2 من 3')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    swipe(20);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getAllByText('الخطوة 2 من 3').length).toBeGreaterThan(0);
  });

  it('opens where the student left it, and says the last step was reached once its photo is seen, once per arrival', () => {
    const onLastStep = vi.fn();
    render(<StepViewer title="Threading" steps={makeSteps(3)} initialStep={1} dataSaver={false} onLastStep={onLastStep} />);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    fireEvent.load(shownPhoto());
    expect(onLastStep).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // On the last step, but its photo is not there yet: nothing seen.
    expect(onLastStep).not.toHaveBeenCalled();
    fireEvent.load(shownPhoto());
    expect(onLastStep).toHaveBeenCalledTimes(1);
    // Clicking the disabled Next again, or re-rendering, does not report it again.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onLastStep).toHaveBeenCalledTimes(1);
  });

  it('a one-step lesson counts as seen once its photo has loaded, not when it merely opens', () => {
    const onLastStep = vi.fn();
    render(<StepViewer title="Threading" steps={makeSteps(1)} dataSaver={false} onLastStep={onLastStep} />);
    expect(onLastStep).not.toHaveBeenCalled();
    fireEvent.load(shownPhoto());
    expect(onLastStep).toHaveBeenCalledTimes(1);
  });

  it('a saved step beyond a shortened lesson opens on its last step without counting it, until the student moves there', () => {
    const onLastStep = vi.fn();
    render(<StepViewer title="Threading" steps={makeSteps(3)} initialStep={7} dataSaver={false} onLastStep={onLastStep} />);
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    fireEvent.load(shownPhoto());
    expect(onLastStep).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.load(shownPhoto());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.load(shownPhoto());
    expect(onLastStep).toHaveBeenCalledTimes(1);
  });

  it('a saved step beyond a one-step lesson counts once its photo has loaded', () => {
    const onLastStep = vi.fn();
    render(<StepViewer title="Threading" steps={makeSteps(1)} initialStep={4} dataSaver={false} onLastStep={onLastStep} />);
    expect(onLastStep).not.toHaveBeenCalled();
    fireEvent.load(shownPhoto());
    expect(onLastStep).toHaveBeenCalledTimes(1);
  });

  it('offers the next lesson on the last step when there is one', () => {
    const onNextLesson = vi.fn();
    render(<StepViewer title="Threading" steps={makeSteps(1)} dataSaver={false} onNextLesson={onNextLesson} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next lesson' }));
    expect(onNextLesson).toHaveBeenCalledTimes(1);
  });

  it('with Data saver shows the small photos; a downloaded copy comes first', () => {
    const steps = makeSteps(2);
    const { rerender } = render(<StepViewer title="Threading" steps={steps} dataSaver />);
    expect(screen.getByRole('img', { name: 'Photo of step 1' })).toHaveAttribute('src', '/api/media/p1/small');
    const stored = new Map([['/api/media/p1', 'blob:local-1']]);
    rerender(<StepViewer title="Threading" steps={steps} dataSaver localUrl={(u) => stored.get(u)} />);
    expect(screen.getByRole('img', { name: 'Photo of step 1' })).toHaveAttribute('src', 'blob:local-1');
  });

  it('opens the photo full screen, where pinching and the buttons zoom it', () => {
    render(<StepViewer title="Threading" steps={makeSteps(2)} dataSaver={false} />);
    fireEvent.click(photo());
    const dialog = screen.getByRole('dialog');
    const image = within(dialog).getByRole('img');
    expect(image).toHaveAttribute('src', '/api/media/p1');
    expect(within(dialog).getByText('100%')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByText('150%')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    // Two fingers moving apart to twice their distance: twice the size.
    const area = image.parentElement!;
    fireEvent.pointerDown(area, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(area, { pointerId: 2, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(area, { pointerId: 2, clientX: 300, clientY: 100 });
    expect(within(dialog).getByText('200%')).toBeInTheDocument();
    expect(image.style.transform).toContain('scale(2)');
  });
});
