import { useState, type DragEvent, type ReactNode, type RefObject } from 'react';
import { cn } from '@web/lib/utils';

/**
 * The dashed box of a file field or an upload slot: a click opens its file input (`inputRef`,
 * inside the box), files dropped on it are handed to `onDropFiles`. A drag over the box is its
 * own: a page-wide drop zone, if any, does not take it too.
 */
export function DropBox({
  inputRef,
  disabled,
  invalid,
  onDropFiles,
  className,
  children,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
  invalid?: boolean;
  onDropFiles: (files: FileList) => void;
  className?: string;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  const hold = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    <div
      className={cn(
        'relative flex min-w-0 items-center gap-3 rounded-lg border border-dashed px-4 py-3 text-sm transition-colors focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
        over && 'border-primary bg-primary/5',
        invalid && 'border-destructive',
        disabled ? 'cursor-default' : 'cursor-pointer hover:bg-muted/40',
        className,
      )}
      onClick={() => !disabled && inputRef.current?.click()}
      onDragEnter={(e) => {
        hold(e);
        setOver(!disabled);
      }}
      onDragOver={hold}
      onDragLeave={(e) => {
        hold(e);
        // Moving onto one of the box's own parts is not leaving it.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(e) => {
        hold(e);
        setOver(false);
        if (!disabled) onDropFiles(e.dataTransfer.files);
      }}
    >
      {children}
    </div>
  );
}
