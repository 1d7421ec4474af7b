import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { AppError, ErrorCode } from '../common/errors.js';
import { FILL_REQUIRED, isRequiredMessage } from '../common/validators.js';

/**
 * The spec's forms answer any missing required field with "Please fill in all required fields."
 * (admin spec §5). Validation (global pipe or validateInput in a REST handler) runs inside this
 * interceptor, so a validation error naming a required field gets that sentence as its message; the
 * field messages stay for the form to show under each input.
 */
@Injectable()
export class RequiredFieldsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (
          error instanceof AppError &&
          error.code === ErrorCode.BAD_USER_INPUT &&
          error.fields &&
          Object.values(error.fields).some(isRequiredMessage)
        ) {
          throw new AppError(ErrorCode.BAD_USER_INPUT, FILL_REQUIRED, error.fields);
        }
        throw error;
      }),
    );
  }
}
