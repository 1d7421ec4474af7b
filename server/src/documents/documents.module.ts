import { Module } from '@nestjs/common';
import { DocumentsController, QuoteLinkDocumentsController } from './documents.controller.js';
import { DocumentsService } from './documents.service.js';

/**
 * The customer documents as PDF: downloads for staff, the customer and the quote link's holder, and the
 * renderer the mail worker attaches them with (exported for MailModule).
 */
@Module({
  providers: [DocumentsService],
  controllers: [DocumentsController, QuoteLinkDocumentsController],
  exports: [DocumentsService],
})
export class DocumentsModule {}
