/**
 * Set up before every file of the api project (vitest.config.ts): the answers its suites get are checked
 * against the served description (conformance.ts), and the file fails if any was off it.
 */
import { afterAll, expect } from 'vitest';
import { takeViolations, watchConformance } from './conformance';

const stop = watchConformance();

afterAll(() => {
  stop();
  expect(takeViolations(), 'answers off the API description (GET /api/docs)').toEqual([]);
});
