import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { Spinner } from '@web/components/ui/spinner';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The width of an element, followed as it resizes. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A PDF drawn in the page with pdf.js, one canvas per page at the width of the
 * viewer (phones included, where browsers do not show PDFs inline). Pages are
 * drawn as they come into view. `url` is an access-checked API route.
 */
export function PdfViewer({ url, title, onError }: { url: string; title: string; onError: () => void }) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const failed = useEffectEvent(() => onError());

  useEffect(() => {
    // Only pages are drawn: the PDF's own scripts need pdf.js's full viewer (`enableScripting`), not loaded here;
    // `isEvalSupported: false` keeps fonts from being compiled from the file's bytes. The server answers this
    // fetch inline and any navigation to the same address as a download (decision 110).
    const task = getDocument({ url, withCredentials: true, isEvalSupported: false });
    let alive = true;
    task.promise.then(
      (loaded) => alive && setDoc(loaded),
      () => alive && failed(),
    );
    return () => {
      alive = false;
      setDoc(null);
      void task.destroy();
    };
  }, [url]);

  return (
    <div ref={box} className="w-full" aria-label={`Anteprima di ${title}`} role="document" data-testid="pdf-viewer">
      {!doc && (
        <div className="flex h-64 items-center justify-center text-muted-foreground">
          <Spinner className="size-6" aria-label="Caricamento del documento" />
        </div>
      )}
      {doc && width > 0 && (
        <div className="flex flex-col gap-3">
          {Array.from({ length: doc.numPages }, (_, i) => (
            <PdfPage key={i} doc={doc} number={i + 1} width={width} />
          ))}
        </div>
      )}
    </div>
  );
}

function PdfPage({ doc, number, width }: { doc: PDFDocumentProxy; number: number; width: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(number === 1);
  // A4 portrait until the page's own size is known.
  const [ratio, setRatio] = useState(1.414);

  useEffect(() => {
    const el = canvas.current;
    if (!el || visible) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setVisible(true), { rootMargin: '400px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    let render: { cancel: () => void } | null = null;
    void doc.getPage(number).then((page) => {
      if (cancelled || !canvas.current) return;
      const base = page.getViewport({ scale: 1 });
      setRatio(base.height / base.width);
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      const viewport = page.getViewport({ scale: (width / base.width) * dpr });
      const el = canvas.current;
      el.width = Math.floor(viewport.width);
      el.height = Math.floor(viewport.height);
      const task = page.render({ canvas: el, viewport });
      render = task;
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [doc, number, width, visible]);

  return (
    <canvas
      ref={canvas}
      aria-label={`Pagina ${number} di ${doc.numPages}`}
      className="block rounded-md border bg-white shadow-sm"
      style={{ width, height: Math.round(width * ratio) }}
    />
  );
}
