import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from '../../../../tools/eslint/no-literal-string.js';

// The no-literal-string lint rule (tools/eslint/no-literal-string.js): it must fail on words in JSX and
// pass on catalogue lookups.
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('sewee/no-literal-string', rule, {
  valid: [
    { code: "const A = () => <p title={t('x')}>{t('hello')}</p>;" },
    { code: 'const A = () => <p>Sewee {count} · — 12</p>;' },
    { code: 'const A = () => <div className="ms-2 text-start" data-testid="card" />;' },
  ],
  invalid: [
    { code: 'const A = () => <p>Buy now</p>;', errors: [{ messageId: 'text' }] },
    { code: "const A = () => <p>{'Go'}</p>;", errors: [{ messageId: 'text' }] },
    { code: 'const A = () => <button aria-label="Close menu" />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const A = () => <input placeholder={`Search`} />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const A = () => <p>العربية</p>;', errors: [{ messageId: 'text' }] },
  ],
});
