import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requiredText } from '@sabil/contracts';
import { useEffect } from 'react';
import { z } from 'zod';
import { renderAt } from '../../../../test/render-app';
import { Field, fieldAria } from '../field';
import { useSchemaForm } from '../use-schema-form';

const schema = z.object({ name: requiredText({ max: 5 }) });

function NameForm({ onRender, refusal }: { onRender: (form: unknown) => void; refusal?: { reason: string } }) {
  const form = useSchemaForm(schema, { defaultValues: { name: '' } });
  const error = form.describe(form.errorOf('name'), 'Name');
  useEffect(() => {
    onRender(form);
  });
  const onSubmit = form.handleSubmit(() => {
    if (refusal) form.refuse('name', refusal);
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Field id="name" label="Name" error={error}>
        <input id="name" {...form.register('name')} {...fieldAria('name', { error })} />
      </Field>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('is the same object at every render, so an effect can depend on it', async () => {
    const user = userEvent.setup();
    const seen = new Set<unknown>();
    renderAt('/', <NameForm onRender={(form) => seen.add(form)} />);
    await user.type(screen.getByLabelText('Name'), 'Amina Yusuf');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(seen.size).toBe(1);
  });

  it('says a refusal with the limit the rule carries, on the field, and focuses it', async () => {
    const user = userEvent.setup();
    renderAt('/', <NameForm onRender={() => {}} />);
    await user.type(screen.getByLabelText('Name'), 'Amina Yusuf');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const input = await screen.findByRole('textbox', { description: 'Name must be at most 5 characters' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
  });

  it("shows the API's refusal beside its field until the field changes", async () => {
    const user = userEvent.setup();
    renderAt('/', <NameForm onRender={() => {}} refusal={{ reason: 'FIELD_NOT_TEXT' }} />);
    await user.type(screen.getByLabelText('Name'), 'Amina');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const input = await screen.findByRole('textbox', { description: 'Name must be text' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'Ali');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
