import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageDropZone } from './page-drop-zone';

afterEach(cleanup);

describe('PageDropZone', () => {
  const files = { files: [new File(['%PDF'], 'uno.pdf', { type: 'application/pdf' })], types: ['Files'] };

  it('shows its text while files are dragged over the page and hands the drop over', () => {
    const onDrop = vi.fn();
    render(<PageDropZone onDrop={onDrop} label="Rilascia la cartella qui" hint="Solo file PDF" />);
    expect(screen.queryByText('Rilascia la cartella qui')).toBeNull();
    fireEvent.dragEnter(window, { dataTransfer: files });
    expect(screen.getByText('Rilascia la cartella qui')).toBeTruthy();
    expect(screen.getByText('Solo file PDF')).toBeTruthy();
    fireEvent.dragLeave(window, { dataTransfer: files });
    expect(screen.queryByText('Rilascia la cartella qui')).toBeNull();
    fireEvent.dragEnter(window, { dataTransfer: files });
    const drop = fireEvent.drop(window, { dataTransfer: files });
    expect(drop).toBe(false); // taken: the browser does not open the file
    expect(onDrop).toHaveBeenCalledWith(files);
    expect(screen.queryByText('Rilascia la cartella qui')).toBeNull();
  });

  it('ignores what is not files, and every drop while disabled (still keeping the browser from opening it)', () => {
    const onDrop = vi.fn();
    render(<PageDropZone onDrop={onDrop} label="Rilascia i PDF qui" disabled />);
    fireEvent.dragEnter(window, { dataTransfer: files });
    expect(screen.queryByText('Rilascia i PDF qui')).toBeNull();
    expect(fireEvent.drop(window, { dataTransfer: files })).toBe(false);
    expect(onDrop).not.toHaveBeenCalled();
    cleanup();

    render(<PageDropZone onDrop={onDrop} label="Rilascia i PDF qui" />);
    fireEvent.dragEnter(window, { dataTransfer: { files: [], types: ['text/plain'] } });
    expect(screen.queryByText('Rilascia i PDF qui')).toBeNull();
  });
});
