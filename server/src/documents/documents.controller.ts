import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission, roleHasPermission } from '../auth/permissions.js';
import { notFound } from '../common/errors.js';
import { EntityIdPipe, IdParam, type EntityId } from '../common/entity-id.js';
import { INVOICE_NOT_FOUND } from '../invoices/invoices.service.js';
import { QUOTE_LINK_INVALID } from '../quotes/quote-token.js';
import { PDF_CONTENT_TYPE, type RenderedDocument } from './document-ref.js';
import { DocumentsService, NO_CREDIT_NOTE, NO_INVOICE_YET, PAYMENT_NOT_FOUND, QUOTE_DOCUMENT_NOT_FOUND, REFUND_NOT_FOUND, VOUCHER_NOT_YET } from './documents.service.js';

const QuoteDocumentIdPipe = EntityIdPipe.orNotFound(QUOTE_DOCUMENT_NOT_FOUND);
const InvoiceDocumentIdPipe = EntityIdPipe.orNotFound(INVOICE_NOT_FOUND);
const PaymentDocumentIdPipe = EntityIdPipe.orNotFound(PAYMENT_NOT_FOUND);
const RefundDocumentIdPipe = EntityIdPipe.orNotFound(REFUND_NOT_FOUND);

const PDF_ANSWER = { description: 'The PDF, as an attachment (never cached: it carries personal data).' } as const;
const OWN_OR_STAFF = 'Staff who quote or record payments, or the signed-in customer whose invoice it is; 404 for anyone else.';

/** Sends a document: a download, never shown inline or kept by a cache on the way. */
function send(res: Response, document: RenderedDocument): void {
  res.set({
    'Content-Type': PDF_CONTENT_TYPE,
    'Content-Disposition': `attachment; filename="${document.filename}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(document.content.length),
  });
  res.end(document.content);
}

/** The PDFs behind a quote's e-mailed link: the link is the credential, as on the quote page. */
@ApiTags('documents')
@Controller('quotes')
export class QuoteLinkDocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Public()
  @Get(':token/quote.pdf')
  @ApiOperation({ summary: 'The quote behind an e-mailed link as a PDF (no sign-in).' })
  @ApiProduces(PDF_CONTENT_TYPE)
  @ApiOkResponse(PDF_ANSWER)
  @ApiNotFoundResponse({ description: QUOTE_LINK_INVALID })
  async quote(@Param('token') token: string, @Res() res: Response): Promise<void> {
    send(res, await this.documents.quoteByToken(token));
  }

  @Public()
  @Get(':token/invoice.pdf')
  @ApiOperation({ summary: 'The invoice of the quote behind an e-mailed link, once accepted (no sign-in).' })
  @ApiProduces(PDF_CONTENT_TYPE)
  @ApiOkResponse(PDF_ANSWER)
  @ApiNotFoundResponse({ description: `${QUOTE_LINK_INVALID} Or: ${NO_INVOICE_YET}` })
  async invoice(@Param('token') token: string, @Res() res: Response): Promise<void> {
    send(res, await this.documents.invoiceByToken(token));
  }
}

/** Staff's and the customer's downloads of issued documents (documents.service.ts decides who has which). */
@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Allow(Permission.ReadOwnQuotes)
  @Get('quotes/:id.pdf')
  @ApiOperation({ summary: 'A sent quote as the customer got it (staff).' })
  @ApiProduces(PDF_CONTENT_TYPE)
  @ApiOkResponse(PDF_ANSWER)
  @ApiNotFoundResponse({ description: QUOTE_DOCUMENT_NOT_FOUND })
  async quote(@IdParam(QuoteDocumentIdPipe) id: EntityId, @CurrentUser() user: AuthUser, @Res() res: Response): Promise<void> {
    // Staff's alone (the customer's way is the link), yet refused like every other document not theirs: as unknown.
    if (!roleHasPermission(user.role, Permission.ManageQuotes)) throw notFound(QUOTE_DOCUMENT_NOT_FOUND);
    send(res, await this.documents.quoteForStaff(id));
  }

  @Allow(Permission.ReadOwnQuotes)
  @Get('invoices/:id.pdf')
  @ApiOperation({ summary: 'A tax invoice with its payments so far and the banking details.', description: OWN_OR_STAFF })
  @ApiProduces(PDF_CONTENT_TYPE)
  @ApiOkResponse(PDF_ANSWER)
  @ApiNotFoundResponse({ description: INVOICE_NOT_FOUND })
  async invoice(@IdParam(InvoiceDocumentIdPipe) id: EntityId, @CurrentUser() user: AuthUser, @Res() res: Response): Promise<void> {
    send(res, await this.documents.forCaller('invoice', id, user));
  }

  @Allow(Permission.ReadOwnQuotes)
  @Get('credit-notes/:invoiceId.pdf')
  @ApiOperation({ summary: 'The credit note of a cancelled invoice.', description: OWN_OR_STAFF })
  @ApiProduces(PDF_CONTENT_TYPE)
  @ApiOkResponse(PDF_ANSWER)
  @ApiNotFoundResponse({ description: `${INVOICE_NOT_FOUND} Or: ${NO_CREDIT_NOTE}` })
  async creditNote(@IdParam(InvoiceDocumentIdPipe, 'invoiceId') invoiceId: EntityId, @CurrentUser() user: AuthUser, @Res() res: Response): Promise<void> {
    send(res, await this.documents.forCaller('credit-note', invoiceId, user));
  }

  @Allow(Permission.ReadOwnQuotes)
  @Get('vouchers/:invoiceId.pdf')
  @ApiOperation({ summary: 'The travel voucher of an invoice paid in full.', description: OWN_OR_STAFF })
  @ApiProduces(PDF_CONTENT_TYPE)
  @ApiOkResponse(PDF_ANSWER)
  @ApiNotFoundResponse({ description: `${INVOICE_NOT_FOUND} Or: ${VOUCHER_NOT_YET}` })
  async voucher(@IdParam(InvoiceDocumentIdPipe, 'invoiceId') invoiceId: EntityId, @CurrentUser() user: AuthUser, @Res() res: Response): Promise<void> {
    send(res, await this.documents.forCaller('voucher', invoiceId, user));
  }

  @Allow(Permission.ReadOwnQuotes)
  @Get('receipts/:paymentId.pdf')
  @ApiOperation({ summary: 'The receipt of one payment: amount, paid to date and the balance after it.', description: OWN_OR_STAFF })
  @ApiProduces(PDF_CONTENT_TYPE)
  @ApiOkResponse(PDF_ANSWER)
  @ApiNotFoundResponse({ description: PAYMENT_NOT_FOUND })
  async receipt(@IdParam(PaymentDocumentIdPipe, 'paymentId') paymentId: EntityId, @CurrentUser() user: AuthUser, @Res() res: Response): Promise<void> {
    send(res, await this.documents.forCaller('receipt', paymentId, user));
  }

  @Allow(Permission.ReadOwnQuotes)
  @Get('refunds/:refundId.pdf')
  @ApiOperation({ summary: 'The confirmation of one refund: amount, refunded to date and what is still owed after it.', description: OWN_OR_STAFF })
  @ApiProduces(PDF_CONTENT_TYPE)
  @ApiOkResponse(PDF_ANSWER)
  @ApiNotFoundResponse({ description: REFUND_NOT_FOUND })
  async refund(@IdParam(RefundDocumentIdPipe, 'refundId') refundId: EntityId, @CurrentUser() user: AuthUser, @Res() res: Response): Promise<void> {
    send(res, await this.documents.forCaller('refund', refundId, user));
  }
}
