import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE, AVATAR_WRONG_KIND_MESSAGE } from '@domain/profile';
import { ONLY_PDF_MESSAGE, isPdfName } from '@domain/schemas/documents';
import { FileField, type FileRule } from './file-field';
import { PageDropZone } from './page-drop-zone';

afterEach(cleanup);

const PDF: FileRule = { accept: '.pdf,application/pdf', matches: (f) => isPdfName(f.name), wrongKindMessage: ONLY_PDF_MESSAGE };
const IMAGE: FileRule = {
  accept: 'image/*',
  matches: (f) => f.type.startsWith('image/'),
  wrongKindMessage: AVATAR_WRONG_KIND_MESSAGE,
  maxBytes: AVATAR_MAX_BYTES,
  tooLargeMessage: AVATAR_TOO_LARGE_MESSAGE,
};

function file(name: string, type: string, size = 2048): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

/** A form's field: what it was given, and the form's own message when nothing is chosen. */
function Field({ rule, percent = null, onChange }: { rule: FileRule; percent?: number | null; onChange?: (f: File | undefined) => void }) {
  const [value, setValue] = useState<File>();
  return (
    <FileField
      label="File PDF *"
      rule={rule}
      value={value}
      onChange={(f) => {
        setValue(f);
        onChange?.(f);
      }}
      hint="Solo file PDF"
      percent={percent}
    />
  );
}

const pick = (f: File) => fireEvent.change(screen.getByLabelText('File PDF *'), { target: { files: [f] } });

describe('FileField', () => {
  it('takes a file of the right kind, showing its name and size in the unit that fits it', () => {
    const onChange = vi.fn();
    render(<Field rule={PDF} onChange={onChange} />);
    expect(screen.getByText('Solo file PDF')).toBeTruthy();
    const statuto = file('statuto.pdf', 'application/pdf', 3000);
    pick(statuto);
    expect(onChange).toHaveBeenLastCalledWith(statuto);
    expect(screen.getByText('statuto.pdf')).toBeTruthy();
    expect(screen.getByText('2,93 KB')).toBeTruthy();
    expect(screen.getByLabelText('File PDF *').getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a file of the wrong kind with the Italian message, and keeps none', () => {
    const onChange = vi.fn();
    render(<Field rule={PDF} onChange={onChange} />);
    pick(file('note.txt', 'text/plain'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByText(ONLY_PDF_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('note.txt')).toBeNull();
    const input = screen.getByLabelText('File PDF *');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(ONLY_PDF_MESSAGE);

    // A right one afterwards clears the message.
    pick(file('atto.pdf', 'application/pdf'));
    expect(screen.queryByText(ONLY_PDF_MESSAGE)).toBeNull();
    expect(screen.getByText('atto.pdf')).toBeTruthy();
  });

  it('refuses a file above the limit with the Italian message', () => {
    const onChange = vi.fn();
    render(<Field rule={IMAGE} onChange={onChange} />);
    pick(file('foto.png', 'image/png', AVATAR_MAX_BYTES + 1));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByText(AVATAR_TOO_LARGE_MESSAGE)).toBeTruthy();
    pick(file('foto.png', 'image/png', AVATAR_MAX_BYTES));
    expect(screen.queryByText(AVATAR_TOO_LARGE_MESSAGE)).toBeNull();
  });

  it('takes a file dropped on it, and the drop goes no further than the field', () => {
    const pageDrop = vi.fn();
    render(
      <>
        <PageDropZone onDrop={pageDrop} label="Rilascia i PDF qui" />
        <Field rule={PDF} />
      </>,
    );
    const zone = screen.getByText('o trascinalo qui').closest('div')!;
    const dataTransfer = { files: [file('bilancio.pdf', 'application/pdf')], types: ['Files'] };
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    expect(screen.getByText('bilancio.pdf')).toBeTruthy();
    expect(pageDrop).not.toHaveBeenCalled();
    expect(screen.queryByText('Rilascia i PDF qui')).toBeNull();
  });

  it('shows the real progress of the upload and is locked meanwhile', () => {
    const { rerender } = render(<FileField label="File PDF *" rule={PDF} value={file('statuto.pdf', 'application/pdf')} onChange={() => {}} hint="Solo file PDF" percent={null} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<FileField label="File PDF *" rule={PDF} value={file('statuto.pdf', 'application/pdf')} onChange={() => {}} hint="Solo file PDF" percent={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Caricamento di statuto.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42%')).toBeTruthy();
    expect((screen.getByLabelText('File PDF *') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Togli statuto.pdf' })).toBeNull();
  });

  it("shows the form's message when no file is chosen", () => {
    render(<FileField label="File PDF *" rule={PDF} value={undefined} onChange={() => {}} error="Seleziona un file PDF" hint="Solo file PDF" percent={null} />);
    expect(screen.getByText('Seleziona un file PDF')).toBeTruthy();
    expect(screen.queryByText('Solo file PDF')).toBeNull();
  });
});
