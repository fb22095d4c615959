import { useQueries, useQuery } from '@tanstack/react-query';
import { creditNoteQuery, invoiceCreditNotesQuery } from '../../lib/invoices/credit-notes-api.ts';
import { returnedQuantities } from './credit-rules.ts';

/**
 * What of an invoice was already returned, per line: its credit notes (the search answers them without
 * lines) and each note's lines. `earlier` is null until every note is read.
 */
export function useReturned(invoiceId: number, enabled: boolean) {
  const list = useQuery({ ...invoiceCreditNotesQuery(invoiceId), enabled });
  const ids = list.data?.content.map((c) => c.credit_note_id) ?? [];
  const notes = useQueries({ queries: ids.map((id) => ({ ...creditNoteQuery(id), enabled })) });
  const ready = list.data !== undefined && !list.isPlaceholderData && notes.every((n) => n.data !== undefined);
  const failed = list.isError || notes.some((n) => n.isError && n.data === undefined);
  return {
    earlier: ready ? returnedQuantities(notes.map((n) => n.data!)) : null,
    failed,
    retry: () => {
      void list.refetch();
      for (const n of notes) if (n.isError) void n.refetch();
    },
  };
}
