import { Copy, Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { saveBlob } from '@web/lib/save-file';
import { toast } from '@web/lib/toast';
import { useDateFormat, type DateFormat } from '@web/lib/use-date-format';

const FILE_NAME = 'arcadia-codici-di-recupero.txt';

function asText(codes: string[], email: string, format: DateFormat): string {
  return [
    `Codici di recupero di Arcadia per ${email}`,
    `Creati il ${format.dateTime(new Date())}`,
    '',
    'Ogni codice vale una sola volta. Usalo per accedere se non hai il telefono con l\'app di autenticazione.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The recovery codes, shown once: copy them or download them as a .txt file. */
export function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const format = useDateFormat();
  async function copy() {
    try {
      await navigator.clipboard.writeText(asText(codes, email, format));
    } catch {
      toast.error('Copia non riuscita: seleziona i codici e copiali a mano, oppure scaricali.');
      return;
    }
    toast.success('Codici di recupero copiati');
  }

  return (
    <div className="grid gap-3">
      <div className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
        <p className="font-medium">Salva questi codici adesso: non li mostreremo più.</p>
        <p className="mt-1 text-muted-foreground">
          Se perdi il telefono o non puoi usare l'app, accedi con uno di questi codici al posto del codice di verifica. Ogni codice vale una sola volta.
          Conservali in un luogo sicuro, per esempio in un gestore di password o stampati.
        </p>
      </div>
      <ul aria-label="Codici di recupero" className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy />
          Copia codici
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => saveBlob(new Blob([asText(codes, email, format)], { type: 'text/plain;charset=utf-8' }), FILE_NAME)}>
          <Download />
          Scarica .txt
        </Button>
      </div>
    </div>
  );
}
