import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { LIMITS } from '@sewee/shared/constants';

const LENGTH = LIMITS.verificationCodeLength;

interface CodeInputProps {
  /** The digits typed so far, as an array of LENGTH single characters ('' for an empty box). */
  value: string[];
  onChange: (value: string[]) => void;
  /** Called once the last empty box is filled, with the whole code. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  labelledBy?: string;
}

export const emptyCode = (): string[] => Array.from({ length: LENGTH }, () => '');

/**
 * Six single-digit boxes. Typing moves to the next box, pasting (or an SMS autofill) spreads the
 * digits over the boxes, Backspace on an empty box moves back to the previous one.
 */
export function CodeInput({ value, onChange, onComplete, disabled, labelledBy }: CodeInputProps) {
  const { t } = useTranslation('account');
  const refs = useRef<Array<HTMLInputElement | null>>([]);

  const focus = (i: number) => refs.current[Math.max(0, Math.min(LENGTH - 1, i))]?.focus();

  const fill = (start: number, text: string) => {
    const digits = text
      .replace(/\D/g, '')
      .slice(0, LENGTH - start)
      .split('');
    if (digits.length === 0) return;
    const next = [...value];
    digits.forEach((d, k) => (next[start + k] = d));
    onChange(next);
    focus(start + digits.length);
    if (next.every((d) => d !== '')) onComplete?.(next.join(''));
  };

  const handleChange = (i: number, raw: string) => {
    if (raw === '') {
      const next = [...value];
      next[i] = '';
      onChange(next);
      return;
    }
    // A box holding a digit receives its old digit plus the new one: keep the new one.
    const typed = raw.length > 1 && value[i] !== '' && raw.includes(value[i]) ? raw.replace(value[i], '') : raw;
    fill(i, typed);
  };

  const handlePaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fill(i, e.clipboardData.getData('text'));
  };

  const handleKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && value[i] === '' && i > 0) {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowLeft' && i > 0) {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight' && i < LENGTH - 1) {
      e.preventDefault();
      focus(i + 1);
    }
  };

  return (
    <div role="group" aria-labelledby={labelledBy} className="flex justify-between gap-2" dir="ltr">
      {value.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('verify.digit', { n: i + 1 })}
          value={digit}
          disabled={disabled}
          onChange={(e) => {
            handleChange(i, e.target.value);
            // A refused character (a letter) changes no state, so nothing re-renders the box: put its
            // digit back by hand (a renderer that does not restore controlled inputs itself, Preact,
            // would otherwise leave the letter on screen).
            if (!/^\d?$/.test(e.target.value)) e.target.value = digit;
          }}
          onPaste={(e) => handlePaste(i, e)}
          onKeyDown={(e) => handleKeyDown(i, e)}
          onFocus={(e) => e.target.select()}
          className="h-14 w-full min-w-0 max-w-14 rounded-lg border border-stone-300 bg-white text-center text-2xl font-semibold text-ink focus:border-brand-600 disabled:bg-stone-100"
        />
      ))}
    </div>
  );
}
