/** The part of a logger that services use: Fastify's request logger (pino) is one. */
export interface Log {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}
