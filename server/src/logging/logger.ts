import type { LoggerService, LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';

/** The logger Nest writes through; `false` silences it (tests, scripts). */
export function createAppLogger(_config: AppConfig, enabled: boolean): LoggerService | LogLevel[] | false {
  return enabled ? ['log', 'warn', 'error'] : false;
}
