import { formatRandCents, VAT_TREATMENT_LABELS, vatGroupLabel, type VatTreatment } from '@travel/contract';

/**
 * How VAT reads on every screen (the quote page, My bookings, the staff builder and invoice): the
 * contract's group names ("VAT 15%", "Zero-rated (0%)", "Exempt"), so a screen says what the PDF says.
 */
export interface VatGroupFigures {
  vatTreatment: VatTreatment;
  vatPercent: number;
  amountCents: number;
  vatCents: number;
}

/** "VAT 15% on R 10 000.00": a VAT group's row label, naming the amount its VAT is part of. */
export const vatGroupRowLabel = (group: Pick<VatGroupFigures, 'vatTreatment' | 'vatPercent' | 'amountCents'>): string =>
  `${vatGroupLabel(group.vatTreatment, group.vatPercent)} on ${formatRandCents(group.amountCents)}`;

/** A line's VAT in words: "VAT 15% incl. R 1 304.35", "Zero-rated (0%)", "Exempt". */
export const lineVatText = (line: { vatTreatment: VatTreatment; vatPercent: number; vatCents: number }): string =>
  line.vatTreatment === 'STANDARD' ? `${vatGroupLabel(line.vatTreatment, line.vatPercent)} incl. ${formatRandCents(line.vatCents)}` : vatGroupLabel(line.vatTreatment, line.vatPercent);

export { VAT_TREATMENT_LABELS };
