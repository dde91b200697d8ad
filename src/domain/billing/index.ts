/** Plans, the subscription state machine and the billing texts. The zod shapes are in ./api (kept off start-up). */
export * from './messages';
export * from './plans';
export * from './subscription';
