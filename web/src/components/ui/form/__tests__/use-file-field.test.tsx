import { useLingui } from '@lingui/react/macro';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../../test/render-app';
import { Field, fieldAria } from '../field';
import { FilePicker } from '../file-picker';
import { typeAndSize, useFileField } from '../use-file-field';

function ProofField({ onSend }: { onSend: (file: File | null) => void }) {
  const { i18n } = useLingui();
  const proof = useFileField(typeAndSize(i18n, { types: ['application/pdf'], maxBytes: 10, typeRefused: 'JOURNEY_PROOF_TYPE_REFUSED', tooLarge: 'JOURNEY_PROOF_TOO_LARGE' }));
  return (
    <div>
      <Field id="proof" label="Proof" error={proof.error}>
        <FilePicker key={proof.pickerKey} id="proof" accept=".pdf" onChange={proof.choose} fileName={proof.file?.name ?? null} {...fieldAria('proof', { error: proof.error })} />
      </Field>
      <button
        type="button"
        onClick={() => {
          if (!proof.file) proof.refuse('Attach the proof.');
          else {
            onSend(proof.file);
            proof.reset();
          }
        }}
      >
        Send
      </button>
    </div>
  );
}

describe('useFileField (the form kit’s file field)', () => {
  it('refuses a wrong type or a file too large beside the field, keeps a good one, says a missing one, and empties after a success', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent: Array<File | null> = [];
    renderAt('/', <ProofField onSend={(file) => sent.push(file)} />);
    const picker = () => screen.getByLabelText('Proof');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Attach the proof.')).toBeInTheDocument();
    await user.upload(picker(), new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText('The proof document must be a JPG, PNG or PDF file.')).toBeInTheDocument();
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    await user.upload(picker(), new File(['%PDF-1.4 and more than ten bytes'], 'big.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('The proof document must be at most 5 MB.')).toBeInTheDocument();
    await user.upload(picker(), new File(['%PDF-1.4'], 'booking.pdf', { type: 'application/pdf' }));
    expect(screen.queryByText(/The proof document must/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent.map((file) => file?.name)).toEqual(['booking.pdf']);
    expect(screen.queryByText('booking.pdf')).not.toBeInTheDocument();
  });
});
