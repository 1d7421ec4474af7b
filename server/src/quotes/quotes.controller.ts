import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators.js';
import { ClientAddress } from '../auth/client-address.js';
import type { Invoice } from '../invoices/invoice.model.js';
import type { CustomerQuote } from './quote.model.js';
import { QUOTE_LINK_INVALID, QuotesService } from './quotes.service.js';

/** REST twins of the public quote page: the same service as quoteByToken and acceptQuote. */
@ApiTags('quotes')
@Controller('quotes')
export class QuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Public()
  @Get(':token')
  @ApiOperation({ summary: 'The quote behind an e-mailed link (no sign-in).' })
  @ApiOkResponse({ description: 'The quote as the customer sees it: lines, VAT, total, deposit and due dates, canAccept.' })
  @ApiNotFoundResponse({ description: QUOTE_LINK_INVALID })
  byToken(@Param('token') token: string): Promise<CustomerQuote> {
    return this.quotes.byToken(token);
  }

  @Public()
  @Post(':token/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accepts the quote behind a link; accepting again answers the same invoice.' })
  @ApiOkResponse({ description: 'The invoice: number, EFT reference, lines, totals, deposit and balance due.' })
  @ApiNotFoundResponse({ description: QUOTE_LINK_INVALID })
  accept(@Param('token') token: string, @ClientAddress() clientAddress: string | null): Promise<Invoice> {
    return this.quotes.accept(token, clientAddress);
  }
}
