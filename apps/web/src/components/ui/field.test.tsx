import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './field';
import { Input } from './input';

describe('FormField', () => {
  it('ties the label, the hint and the error to its control', () => {
    render(
      <FormField label="Email" hint="We never share it" error="Enter a valid email" required>
        {(control) => <Input {...control} type="email" />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid email');
  });

  it('leaves a valid, optional control unmarked', () => {
    render(<FormField label="Company">{(control) => <Input {...control} />}</FormField>);
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-required');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
