/**
 * @jest-environment node
 */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { formKit } from '../form-kit.mjs';

/** Issue 29: a form that bypasses the form kit fails lint. */
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run('form-kit', formKit, {
  valid: [
    'export function A() { const form = useSchemaForm(schema); return <form onSubmit={form.handleSubmit(send)}><input {...form.register("name")} /></form>; }',
    // No form at all.
    'export function B() { const [v, setV] = useState(""); return <input value={v} onChange={(e) => setV(e.target.value)} />; }',
  ],
  invalid: [
    {
      code: 'export function C() { const [v, setV] = useState(""); return <form onSubmit={(e) => { e.preventDefault(); if (!v) setError("Required"); }}><input value={v} onChange={(e) => setV(e.target.value)} /></form>; }',
      errors: [{ messageId: 'bypass' }],
    },
  ],
});
