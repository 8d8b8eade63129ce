import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrength } from './password-strength';

describe('password strength meter', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abcdefgh', 1, 'Weak'], // length only
    ['abcde', 0, 'Very Weak'], // 5 characters: no length point
    ['abcdef', 1, 'Weak'], // the length point comes at 6
    ['aB', 1, 'Weak'], // mixed case only
    ['abcdE1', 3, 'Good'], // 6 characters, mixed case, digit
    ['abcdefgH', 2, 'Fair'], // length + mixed case
    ['abcdefH1', 3, 'Good'], // + digit
    ['aB1!', 3, 'Good'], // mixed, digit, special but too short
    ['abcH1!', 4, 'Strong'], // 6 characters meet every scoring rule, though the checklist still wants 8
    ['abcdeH1!', 4, 'Strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    render(<PasswordStrength password={password} />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', String(score));
    expect(meter).toHaveAttribute('aria-valuetext', label);
    expect(screen.getByTestId('strength-label')).toHaveTextContent(label);
  });

  it('lists the five checklist items, with the 8-character minimum the server enforces', () => {
    render(<PasswordStrength password="" />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace(/\(.*\)/, '').trim())).toEqual([
      'At least 8 characters',
      'An uppercase letter',
      'A lowercase letter',
      'A digit',
      'A special character',
    ]);
  });

  it('ticks exactly the rules the password meets', () => {
    render(<PasswordStrength password="abcdefg1" />);
    const met = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('data-met'));
    expect(met).toEqual(['true', 'false', 'true', 'true', 'false']);
    expect(screen.getAllByText('(done)')).toHaveLength(3);
  });

  it('does not tick the checklist length item at 7 characters, though the meter gave its point at 6', () => {
    render(<PasswordStrength password="abcdefg" />);
    expect(screen.getByText('At least 8 characters').closest('li')).toHaveAttribute('data-met', 'false');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '1');
  });
});
