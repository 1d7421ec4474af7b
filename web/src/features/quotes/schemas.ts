import { QUOTE_QUESTION_MAX_LENGTH, QuoteMessages } from '@travel/contract';
import { z } from 'zod';

/** The quote page's question: 1 to 2000 characters, as the server checks it. */
export const questionSchema = z.object({
  message: z.string().trim().min(1, QuoteMessages.QUESTION_LENGTH).max(QUOTE_QUESTION_MAX_LENGTH, QuoteMessages.QUESTION_LENGTH),
});
